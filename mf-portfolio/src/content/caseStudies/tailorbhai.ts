import firebaseLogo from 'simple-icons/icons/firebase.svg';
import flutterLogo from 'simple-icons/icons/flutter.svg';
import nodedotjsLogo from 'simple-icons/icons/nodedotjs.svg';
import postgresqlLogo from 'simple-icons/icons/postgresql.svg';
import whatsappLogo from 'simple-icons/icons/whatsapp.svg';
import {
  Bell,
  CalendarDays,
  Camera,
  ChartColumn,
  LayoutDashboard,
  Mic,
  Ruler,
  Scissors,
  Users,
  Wallet,
} from 'lucide-react';
import { image as tailorbhaiImage } from '../../generated/byId/tailorbhai';
import { image as tailorbhaiOverviewImage } from '../../generated/byId/tailorbhai-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as tailorbhaiFeaturesImage } from '../../generated/byId/tailorbhai-features';
import { image as tailorbhaiAdminImage } from '../../generated/byId/tailorbhai-admin';
import type { CaseStudy } from '../types';

export const tailorbhai = {
  isWeb: false,
  id: 'tailorbhai',
  meta: {
    title: 'TailorBhai — Tailoring Shop App',
    description:
      'TailorBhai by CodeCrush: a tailoring shop app with saved measurements, order tracking, delivery dates and WhatsApp updates for customers and tailors.',
  },
  introduction: {
    heading: 'TailorBhai: measurements, orders and delivery dates for tailoring shops',
    description:
      'TailorBhai replaces the tailor’s paper register. Customers keep their measurements in the app, order a stitched suit with fabric and design notes, and follow it from cutting to ready-for-pickup; shop owners see every order, its due date and who is working on it.',
    image: tailorbhaiImage,
    projectLink: 'https://play.google.com/store/apps/details?id=com.tailorbhai.app',
  },
  overview: {
    heading: 'Overview',
    description:
      'Tailoring shops in Pakistan take hundreds of orders in the weeks before Eid and weddings, each with a dozen measurements written in a register. Lost slips and missed dates are the most common complaints. TailorBhai gives each customer a measurement profile per garment type, each order a status and a date, and each shop a simple board of work in progress.',
    image: tailorbhaiOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Measurements differ by garment — shalwar kameez, sherwani, waistcoat, trousers — and by each tailor’s own conventions.',
      'Shop staff are busy and not all are comfortable with smartphones; entering an order had to take under a minute.',
      'Before Eid a single shop handles 300+ orders; over-booking leads to broken promises on the most important dates.',
      'Customers expect updates on WhatsApp, not yet another app notification they ignore.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'Garment templates with labelled diagrams, editable per shop, and measurements stored per customer and garment.',
      'A one-screen order form with fabric photo, design reference photos and voice notes in Urdu instead of typing.',
      'A capacity calendar that warns when a delivery date is over the shop’s daily stitching limit.',
      'Status updates (received, cutting, stitching, ready) sent through the WhatsApp Business API with the shop’s name.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '240', label: 'shops onboarded in Rawalpindi, Islamabad and Peshawar in six months' },
      { value: '65,000', label: 'orders tracked, 18,000 of them in the Eid season alone' },
      { value: '−60%', label: 'fewer “is my suit ready?” calls reported by shop owners' },
      { value: '4.6/5', label: 'average rating from customers on Google Play' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'For the customer who wants the perfect fit, and the shop that has to deliver it on time.',
    image: tailorbhaiFeaturesImage,
    features: [
      {
        icon: Ruler,
        heading: 'Measurement profiles',
        description: 'Saved per garment with diagrams, so a reorder needs no new fitting.',
      },
      {
        icon: Camera,
        heading: 'Fabric and design photos',
        description: 'Attach the fabric and a reference design to the order.',
      },
      {
        icon: Mic,
        heading: 'Voice notes',
        description: 'Record design instructions in Urdu or Pashto instead of typing.',
      },
      {
        icon: CalendarDays,
        heading: 'Delivery dates',
        description: 'Dates checked against the shop’s capacity before they are promised.',
      },
      {
        icon: Bell,
        heading: 'WhatsApp updates',
        description: 'Order status messages in the shop’s name at every step.',
      },
      {
        icon: Wallet,
        heading: 'Advance and balance',
        description: 'Record the advance paid and the balance due at pickup.',
      },
    ],
  },
  adminDashboard: {
    heading: 'Shop Owner Dashboard',
    image: tailorbhaiAdminImage,
    features: [
      {
        icon: LayoutDashboard,
        heading: 'Order board',
        description: 'All orders by status and due date, assigned to cutters and stitchers.',
      },
      {
        icon: Scissors,
        heading: 'Staff workload',
        description: 'Who is working on what, and how many suits each finished this week.',
      },
      { icon: ChartColumn, heading: 'Earnings', description: 'Daily takings, advances and outstanding balances.' },
      {
        icon: Users,
        heading: 'Customer book',
        description: 'Every customer with their measurements and order history.',
      },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: flutterLogo,
        heading: 'Flutter',
        description: 'Customer and shop apps from one code base, with Urdu right-to-left layouts.',
      },
      {
        image: nodedotjsLogo,
        heading: 'Node.js',
        description: 'Orders API, capacity rules and the notification scheduler.',
      },
      { image: postgresqlLogo, heading: 'PostgreSQL', description: 'Shops, customers, measurements and orders.' },
      {
        image: firebaseLogo,
        heading: 'Firebase',
        description: 'Phone-number sign-in and storage for fabric photos and voice notes.',
      },
      {
        image: whatsappLogo,
        heading: 'WhatsApp Business API',
        description: 'Order status updates customers actually read.',
      },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'We spent the first two weeks in four shops in Raja Bazaar watching how orders are really taken. That is why the order form opens on the camera, why voice notes exist, and why the app works on the low-cost Android phones most shops use.',
  },
  reviews: [
    {
      review:
        'This Eid we did not lose a single slip and delivered every suit on the promised day. My customers now send their measurements from home.',
      name: 'Muhammad Arif',
      role: 'Owner, Arif Tailors, Saddar',
      stars: 5,
    },
    {
      review: 'I reorder my kurtas without going to the shop. The WhatsApp message tells me exactly when to collect.',
      name: 'Fahad Khan',
      role: 'Customer',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;

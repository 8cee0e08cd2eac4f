import googlemapsLogo from 'simple-icons/icons/googlemaps.svg';
import laravelLogo from 'simple-icons/icons/laravel.svg';
import mysqlLogo from 'simple-icons/icons/mysql.svg';
import reactLogo from 'simple-icons/icons/react.svg';
import redisLogo from 'simple-icons/icons/redis.svg';
import stripeLogo from 'simple-icons/icons/stripe.svg';
import {
  CalendarDays,
  ChartColumn,
  CreditCard,
  FileText,
  ListChecks,
  Map,
  MessageCircle,
  Search,
  ShieldCheck,
  Star,
  Wallet,
} from 'lucide-react';
import { image as gohijazwebImage } from '../../generated/byId/gohijazweb';
import { image as gohijazwebOverviewImage } from '../../generated/byId/gohijazweb-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as gohijazwebFeaturesImage } from '../../generated/byId/gohijazweb-features';
import { image as gohijazwebAdminImage } from '../../generated/byId/gohijazweb-admin';
import type { CaseStudy } from '../types';

export const gohijazweb = {
  isWeb: true,
  id: 'gohijazweb',
  meta: {
    title: 'GoHijaz — Pilgrimage Travel Platform',
    description:
      'GoHijaz, a Umrah and Hajj booking platform by CodeCrush: verified operators, transparent packages, online payment and 50,000+ monthly users.',
  },
  introduction: {
    heading: 'GoHijaz: Umrah and Hajj packages from verified operators, booked with confidence',
    description:
      'GoHijaz is a marketplace where pilgrims compare Umrah and Hajj packages from licensed operators — hotels by distance to the Haram, flights, visa processing and ground transport — and book with a deposit online. We built the public website, the operator portal and the operations dashboard.',
    image: gohijazwebImage,
    projectLink: 'https://gohijaz.com',
  },
  overview: {
    heading: 'Overview',
    description:
      'Before GoHijaz, families chose a package from WhatsApp forwards and paper brochures, with no way to compare what “5-star, walking distance” actually meant. The platform gives every package the same structured listing: hotel names with measured walking time, room sharing, flight routes and what is and is not included. Operators are verified against their ministry licence before they can publish.',
    image: gohijazwebOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Packages from 100+ operators arrived in every format — PDFs, spreadsheets, photos of price lists — and changed weekly in peak season.',
      'Pilgrims, many of them first-time online buyers, needed to trust that the operator and price were real before paying a deposit.',
      'Demand spikes tenfold in the weeks before Ramadan; the previous site went down during the busiest days.',
      'Prices depend on room sharing (double, triple, quad), travel dates and departure city, which made a simple price tag misleading.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'An operator portal with a structured package builder: hotels chosen from a verified list, dates and room-sharing prices in one grid, changes reviewed before going live.',
      'Verified-operator badges backed by licence checks, real pilgrim reviews tied to completed bookings, and deposits held until the operator confirms.',
      'Server-rendered package pages behind a CDN, with search results cached per filter, load-tested to five times the previous season’s peak.',
      'A price calculator that shows the total for the family’s exact sharing and departure city before checkout.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '50,000+', label: 'monthly users within the first Umrah season' },
      { value: '120%', label: 'increase in bookings year on year for participating operators' },
      { value: '100+', label: 'verified operators publishing packages' },
      { value: '4.9/5', label: 'average rating from pilgrims after their journey' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'From comparing packages to boarding the flight, every step is on one platform.',
    image: gohijazwebFeaturesImage,
    features: [
      {
        icon: Search,
        heading: 'Package search',
        description: 'Filter by dates, departure city, budget, hotel rating and walking time to the Haram.',
      },
      {
        icon: Map,
        heading: 'Hotel distance maps',
        description: 'Each hotel on a map with measured walking routes to Masjid al-Haram and Masjid an-Nabawi.',
      },
      {
        icon: ListChecks,
        heading: 'Package comparison',
        description: 'Compare up to three packages line by line: hotels, nights, flights, visa and transport.',
      },
      {
        icon: CreditCard,
        heading: 'Online deposits',
        description: 'Card and bank-transfer deposits, held until the operator confirms the booking.',
      },
      {
        icon: ShieldCheck,
        heading: 'Verified operators',
        description: 'Licence-checked operators only, with complaint history visible to the team.',
      },
      {
        icon: FileText,
        heading: 'Document upload',
        description: 'Passport and photo upload for visa processing, checked for legibility on upload.',
      },
      {
        icon: Star,
        heading: 'Post-trip reviews',
        description: 'Only pilgrims who travelled can review, with separate ratings for hotel, transport and guidance.',
      },
    ],
  },
  adminDashboard: {
    heading: 'Admin Dashboard',
    image: gohijazwebAdminImage,
    features: [
      {
        icon: ShieldCheck,
        heading: 'Operator verification',
        description: 'Licence documents, approval workflow and suspension with reasons.',
      },
      {
        icon: CalendarDays,
        heading: 'Season planning',
        description: 'Capacity and booking curves per season and departure city.',
      },
      {
        icon: Wallet,
        heading: 'Payments and payouts',
        description: 'Deposits, refunds and operator payouts reconciled daily.',
      },
      {
        icon: MessageCircle,
        heading: 'Support inbox',
        description: 'Pilgrim questions routed to the right operator with response-time tracking.',
      },
      {
        icon: ChartColumn,
        heading: 'Reports',
        description: 'Bookings, conversion and review scores per operator, exportable to Excel.',
      },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: reactLogo,
        heading: 'React',
        description: 'The search, comparison and booking flows of the public site.',
      },
      {
        image: laravelLogo,
        heading: 'Laravel',
        description: 'Booking API, operator portal and the verification workflow.',
      },
      {
        image: mysqlLogo,
        heading: 'MySQL',
        description: 'Packages, bookings and payments with strict transactional integrity.',
      },
      {
        image: redisLogo,
        heading: 'Redis',
        description: 'Search-result caching and queues for notifications during peak season.',
      },
      {
        image: stripeLogo,
        heading: 'Stripe',
        description: 'Card deposits with delayed capture until the operator confirms.',
      },
      {
        image: googlemapsLogo,
        heading: 'Google Maps',
        description: 'Hotel locations and walking routes to the holy mosques.',
      },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'GoHijaz is available in English and Urdu, and the booking flow was tested with pilgrims aged 55 and over before launch — which led to larger tap targets, fewer steps and a call-back option on every package. The same back end serves the GoHijaz mobile app.',
  },
  reviews: [
    {
      review:
        'For the first time our packages are shown exactly as we sell them, and the bookings come with documents already checked. Our season sold out three weeks earlier.',
      name: 'Abdul Rehman',
      role: 'Director, Al-Safa Travels (operator)',
      stars: 5,
    },
    {
      review:
        'CodeCrush understood that our customers are families trusting us with a once-in-a-lifetime journey. The site stayed up through the whole Ramadan rush.',
      name: 'Bilal Ahmed',
      role: 'Founder, GoHijaz',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;

import firebaseLogo from 'simple-icons/icons/firebase.svg';
import flutterLogo from 'simple-icons/icons/flutter.svg';
import nodedotjsLogo from 'simple-icons/icons/nodedotjs.svg';
import postgresqlLogo from 'simple-icons/icons/postgresql.svg';
import stripeLogo from 'simple-icons/icons/stripe.svg';
import { Bell, CalendarDays, Camera, ChartColumn, CreditCard, Search, Star, Users, Wallet } from 'lucide-react';
import { image as stylemateImage } from '../../generated/byId/stylemate';
import { image as stylemateOverviewImage } from '../../generated/byId/stylemate-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as stylemateFeaturesImage } from '../../generated/byId/stylemate-features';
import { image as stylemateAdminImage } from '../../generated/byId/stylemate-admin';
import type { CaseStudy } from '../types';

export const stylemate = {
  isWeb: false,
  id: 'stylemate',
  meta: {
    title: 'StyleMate — Salon Booking App',
    description:
      'StyleMate by CodeCrush: a salon booking app with live availability, stylist profiles, reminders and a salon dashboard that cut no-shows by 42%.',
  },
  introduction: {
    heading: 'StyleMate: book the stylist you want, at a time that is really free',
    description:
      'StyleMate lets clients find salons nearby, see each stylist’s work and live availability, and book a service in a few taps. Salons manage their calendar, staff and payments from a dashboard that replaces the appointment book.',
    image: stylemateImage,
    projectLink: 'https://play.google.com/store/apps/details?id=com.stylemate.app',
  },
  overview: {
    heading: 'Overview',
    description:
      'Salon appointments were made by phone and Instagram messages, which meant double bookings, long waits and frequent no-shows. StyleMate connects clients and salons through live calendars: every service has a duration, every stylist a schedule, and the app only offers slots that actually fit.',
    image: stylemateOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Services have very different lengths — a trim takes 30 minutes, bridal make-up three hours — and some need two staff.',
      'No-shows cost salons about one chair-hour in five on weekends.',
      'Walk-in clients and phone bookings still happen and must block the same calendar.',
      'Many salons are run by their owners alone, with no time for complex software.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'A scheduling engine that fits services by duration, stylist skills and required resources such as a colour station.',
      'Reminders 24 hours and 2 hours before, one-tap rescheduling and optional deposits for long services.',
      'A quick-add for walk-ins and phone bookings on the salon’s tablet that blocks the same live calendar.',
      'Onboarding in 15 minutes: service menu templates for common salon types and staff invites by phone number.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '−42%', label: 'fewer no-shows at salons using reminders and deposits' },
      { value: '160', label: 'salons live in Lahore and Islamabad in the first year' },
      { value: '27,000', label: 'appointments booked through the app each month' },
      { value: '4.8/5', label: 'average rating on Google Play and the App Store' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'For clients who want to book in seconds and salons that want a full, predictable day.',
    image: stylemateFeaturesImage,
    features: [
      {
        icon: Search,
        heading: 'Find a salon',
        description: 'Salons near you by service, price, rating and next free slot.',
      },
      {
        icon: Camera,
        heading: 'Stylist portfolios',
        description: 'Photos of each stylist’s recent work, tagged by service.',
      },
      {
        icon: CalendarDays,
        heading: 'Live availability',
        description: 'Only slots that fit the service’s duration and the stylist’s schedule.',
      },
      {
        icon: Bell,
        heading: 'Smart reminders',
        description: 'Reminders with one-tap reschedule or cancel, to free the slot early.',
      },
      {
        icon: CreditCard,
        heading: 'Deposits and payments',
        description: 'Optional deposits for long services, card or wallet payment after.',
      },
      { icon: Star, heading: 'Reviews', description: 'Ratings per stylist and service from clients who attended.' },
    ],
  },
  adminDashboard: {
    heading: 'Salon Dashboard',
    image: stylemateAdminImage,
    features: [
      {
        icon: CalendarDays,
        heading: 'Day planner',
        description: 'Every chair and stylist on one timeline, with drag-to-move bookings.',
      },
      {
        icon: Users,
        heading: 'Staff and skills',
        description: 'Schedules, breaks, leave and which services each stylist performs.',
      },
      { icon: Wallet, heading: 'Takings', description: 'Payments, deposits and commissions per stylist.' },
      { icon: ChartColumn, heading: 'Insights', description: 'Busy hours, popular services and repeat-client rate.' },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: flutterLogo,
        heading: 'Flutter',
        description: 'Client app on Android and iOS and the salon’s tablet app.',
      },
      { image: nodedotjsLogo, heading: 'Node.js', description: 'Scheduling engine and booking API.' },
      {
        image: postgresqlLogo,
        heading: 'PostgreSQL',
        description: 'Calendars with exclusion constraints so no slot is ever double-booked.',
      },
      { image: firebaseLogo, heading: 'Firebase', description: 'Push reminders and phone sign-in.' },
      {
        image: stripeLogo,
        heading: 'Stripe',
        description: 'Deposits and card payments with automatic refunds on early cancellation.',
      },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'Double bookings are prevented in the database itself, not only in the app: two requests for the same stylist and time cannot both succeed. That guarantee let salons drop their paper books within the first week.',
  },
  reviews: [
    {
      review:
        'Our Saturday no-shows almost disappeared, and clients book at midnight instead of calling us at 9 a.m. We took on two more stylists.',
      name: 'Hira Javed',
      role: 'Owner, Hira’s Studio, Gulberg',
      stars: 5,
    },
    {
      review:
        'I can see my stylist’s free times and her work before I book. It takes less time than sending a message.',
      name: 'Mehwish Ali',
      role: 'Client',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;

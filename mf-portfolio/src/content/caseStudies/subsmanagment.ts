import firebaseLogo from 'simple-icons/icons/firebase.svg';
import flutterLogo from 'simple-icons/icons/flutter.svg';
import revenuecatLogo from 'simple-icons/icons/revenuecat.svg';
import sqliteLogo from 'simple-icons/icons/sqlite.svg';
import { Bell, CalendarDays, ChartColumn, ListChecks, Lock } from 'lucide-react';
import { image as subsmanagmentImage } from '../../generated/byId/subsmanagment';
import { image as subsmanagmentOverviewImage } from '../../generated/byId/subsmanagment-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as subsmanagmentFeaturesImage } from '../../generated/byId/subsmanagment-features';
import type { CaseStudy } from '../types';

export const subsmanagment = {
  isWeb: false,
  id: 'subsmanagment',
  meta: {
    title: 'SubsManager — Subscription Tracker',
    description:
      'SubsManager by CodeCrush: a subscription tracker that finds forgotten subscriptions, reminds you before renewals and shows your monthly spend in any currency.',
  },
  introduction: {
    heading: 'SubsManager: every subscription, every renewal, one clear monthly total',
    description:
      'SubsManager keeps track of streaming, software, gym and phone subscriptions, reminds users before each renewal and free-trial end, and shows what they really spend each month — across currencies.',
    image: subsmanagmentImage,
    projectLink: 'https://play.google.com/store/apps/details?id=com.subsmanager.app',
  },
  overview: {
    heading: 'Overview',
    description:
      'People underestimate what they pay for subscriptions, and free trials quietly become paid plans. SubsManager makes adding a subscription take ten seconds with a catalogue of 600 services, then does the remembering: reminders before renewals, a calendar of upcoming charges and a monthly total converted into the user’s currency.',
    image: subsmanagmentOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Billing cycles vary — weekly, monthly, quarterly, yearly, and trials of any length — and prices change.',
      'Users pay in several currencies (PKR, USD, AED, GBP) and want one total.',
      'Finance data is personal: many users refuse apps that ask for bank access.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'A billing-cycle model that handles any interval, trial periods and price changes with history.',
      'Daily exchange rates cached on the device, with totals in the user’s home currency.',
      'No bank connection at all: data stays on the phone by default, with optional encrypted backup.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '45,000', label: 'active users after the first year' },
      { value: 'Rs 4,300', label: 'average monthly savings reported after cancelling unused subscriptions' },
      { value: '68%', label: 'of renewal reminders opened' },
      { value: '4.8/5', label: 'rating on Google Play' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'Simple enough to use daily, private enough to trust.',
    image: subsmanagmentFeaturesImage,
    features: [
      {
        icon: ListChecks,
        heading: 'Service catalogue',
        description: '600 services with logos and common prices; add one in ten seconds.',
      },
      {
        icon: Bell,
        heading: 'Renewal reminders',
        description: 'Reminders before renewals and before free trials end.',
      },
      {
        icon: CalendarDays,
        heading: 'Charge calendar',
        description: 'Upcoming charges day by day for the month ahead.',
      },
      {
        icon: ChartColumn,
        heading: 'Spending insights',
        description: 'Monthly and yearly totals by category, in your currency.',
      },
      {
        icon: Lock,
        heading: 'Private by default',
        description: 'No bank access; data on the device with optional encrypted backup.',
      },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      { image: flutterLogo, heading: 'Flutter', description: 'Android and iOS apps with home-screen widgets.' },
      { image: sqliteLogo, heading: 'SQLite', description: 'All subscription data stored on the device.' },
      { image: firebaseLogo, heading: 'Firebase', description: 'Encrypted optional backup and scheduled reminders.' },
      { image: revenuecatLogo, heading: 'RevenueCat', description: 'The app’s own premium plan on both stores.' },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'The project name keeps the client’s original spelling, “subsmanagment”, in its web address. The premium plan (unlimited subscriptions, widgets, backup) is priced once a year — an app about subscriptions that respects its users’ wallets.',
  },
  reviews: [
    {
      review:
        'I found three subscriptions I had forgotten about in the first five minutes. The app paid for itself the same day.',
      name: 'Hassan Mirza',
      role: 'User, Dubai',
      stars: 5,
    },
    {
      review:
        'Privacy was our selling point, and CodeCrush designed around it from day one. Launch was on schedule to the day.',
      name: 'Rabia Anwar',
      role: 'Co-founder, SubsManager',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;

import firebaseLogo from 'simple-icons/icons/firebase.svg';
import flutterLogo from 'simple-icons/icons/flutter.svg';
import googlemapsLogo from 'simple-icons/icons/googlemaps.svg';
import laravelLogo from 'simple-icons/icons/laravel.svg';
import { Bell, BookOpen, CalendarDays, FileText, RefreshCw, WifiOff } from 'lucide-react';
import { image as gohijazappImage } from '../../generated/byId/gohijazapp';
import { image as gohijazappOverviewImage } from '../../generated/byId/gohijazapp-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as gohijazappFeaturesImage } from '../../generated/byId/gohijazapp-features';
import type { CaseStudy } from '../types';

export const gohijazapp = {
  isWeb: false,
  id: 'gohijazapp',
  meta: {
    title: 'GoHijaz — Pilgrimage Travel App',
    description:
      'The GoHijaz mobile app by CodeCrush: booking, offline itineraries, ritual guides and group updates for Umrah and Hajj pilgrims on Android and iOS.',
  },
  introduction: {
    heading: 'GoHijaz App: the pilgrim’s companion from booking to return',
    description:
      'The GoHijaz app carries a pilgrim’s whole journey in one place: the booked package, flight and hotel details, visa status, step-by-step Umrah guidance and live updates from the group leader — and it keeps working without a data connection in Makkah and Madinah.',
    image: gohijazappImage,
    projectLink: 'https://play.google.com/store/apps/details?id=com.gohijaz.app',
  },
  overview: {
    heading: 'Overview',
    description:
      'Once booked, pilgrims used to depend on printed itineraries and a group leader’s phone calls. The app, built in Flutter for Android and iOS on the same back end as the GoHijaz website, turns the booking into a living itinerary. Group leaders post updates — bus times, meeting points, changes — that reach every member as a notification, even if they roam without mobile data.',
    image: gohijazappOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Many pilgrims switch off roaming abroad: the app had to be useful offline for the whole stay.',
      'Users range from students to grandparents; some read only Urdu, many have never installed an app before.',
      'Group leaders needed to reach 40 to 200 people at once, reliably, without WhatsApp groups that bury important messages.',
      'Ritual guidance had to be reviewed by scholars and presented without clutter during the rites themselves.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'Offline-first storage of the itinerary, documents, maps of the hotel area and the full guide, synced whenever a connection appears.',
      'A large-type, Urdu-first interface with audio for every guide step, tested in sessions with pilgrims over 60.',
      'A leader channel with read receipts and SMS fallback for members who have not opened an update within 30 minutes.',
      'A step-by-step Umrah mode with a tawaf and sa’i round counter that works with one hand and the screen locked.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '38,000', label: 'installs in the first season, 71% of GoHijaz bookings' },
      { value: '92%', label: 'of group updates read within 15 minutes' },
      { value: '−45%', label: 'fewer support calls to operators during the trip' },
      { value: '4.7/5', label: 'rating on Google Play and the App Store' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'Designed to be used with one hand, in a crowd, without a signal.',
    image: gohijazappFeaturesImage,
    features: [
      {
        icon: CalendarDays,
        heading: 'Living itinerary',
        description: 'Flights, hotels and transfers day by day, updated by the operator in real time.',
      },
      {
        icon: WifiOff,
        heading: 'Works offline',
        description: 'Itinerary, documents, guide and hotel-area maps stored on the phone.',
      },
      {
        icon: Bell,
        heading: 'Group updates',
        description: 'Announcements from the group leader with read receipts and SMS fallback.',
      },
      {
        icon: BookOpen,
        heading: 'Umrah guide',
        description: 'Scholar-reviewed steps with Arabic, transliteration, Urdu and audio.',
      },
      {
        icon: RefreshCw,
        heading: 'Round counter',
        description: 'Counts tawaf and sa’i rounds with a large tap target and haptic feedback.',
      },
      {
        icon: FileText,
        heading: 'Visa status',
        description: 'Track the visa application and download the e-visa the moment it is issued.',
      },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: flutterLogo,
        heading: 'Flutter',
        description: 'One code base for Android and iOS with a custom large-type design system.',
      },
      {
        image: firebaseLogo,
        heading: 'Firebase Cloud Messaging',
        description: 'Group announcements and itinerary change notifications.',
      },
      {
        image: laravelLogo,
        heading: 'Laravel API',
        description: 'The same booking back end as the website, extended with a sync API.',
      },
      {
        image: googlemapsLogo,
        heading: 'Google Maps',
        description: 'Offline map tiles of the hotel areas and routes to the mosques.',
      },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'All guide content was reviewed by two scholars appointed by the client before release, and changes to it go through the same review. The app collects no location history: the map shows the pilgrim’s position on the device only.',
  },
  reviews: [
    {
      review:
        'My mother used the audio guide for every step of her Umrah. She never needed to call me for the bus times once.',
      name: 'Ayesha Siddiqui',
      role: 'Pilgrim’s daughter, Lahore',
      stars: 5,
    },
    {
      review:
        'I lead groups of 150. Before the app I repeated every announcement ten times. Now I post it once and see who has read it.',
      name: 'Maulana Tariq Mehmood',
      role: 'Group leader',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;

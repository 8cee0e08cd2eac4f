import firebaseLogo from 'simple-icons/icons/firebase.svg';
import flutterLogo from 'simple-icons/icons/flutter.svg';
import googlemapsLogo from 'simple-icons/icons/googlemaps.svg';
import nodedotjsLogo from 'simple-icons/icons/nodedotjs.svg';
import sqliteLogo from 'simple-icons/icons/sqlite.svg';
import { BookOpen, Calculator, Clock, Compass, Heart, Map, Moon } from 'lucide-react';
import { image as islamicmasterImage } from '../../generated/byId/islamicmaster';
import { image as islamicmasterOverviewImage } from '../../generated/byId/islamicmaster-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as islamicmasterFeaturesImage } from '../../generated/byId/islamicmaster-features';
import type { CaseStudy } from '../types';

export const islamicmaster = {
  isWeb: false,
  id: 'islamicmaster',
  meta: {
    title: 'Islamic Master — Lifestyle App',
    description:
      'Islamic Master by CodeCrush: prayer times, Qibla, Quran with audio, duas, Hijri calendar and Zakat calculator in one accurate, ad-light app.',
  },
  introduction: {
    heading: 'Islamic Master: prayer, Quran and daily practice in one trustworthy app',
    description:
      'Islamic Master brings together accurate prayer times with adhan, a Qibla compass, the full Quran with recitation, daily duas, a Hijri calendar and a Zakat calculator — designed to be calm, fast and usable offline.',
    image: islamicmasterImage,
    projectLink: 'https://play.google.com/store/apps/details?id=com.islamicmaster.app',
  },
  overview: {
    heading: 'Overview',
    description:
      'Users juggled three or four apps, most crowded with ads, and prayer times were often a few minutes off for their city. Islamic Master calculates times on the device with the method and juristic setting each user follows, and puts the essentials of a Muslim’s day in one place.',
    image: islamicmasterOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Prayer times depend on calculation method, Asr convention and high-latitude rules; errors of even two minutes erode trust.',
      'Adhan notifications are killed by battery optimisers on many Android phones.',
      'Quran audio for 114 surahs and several reciters is large, yet users want to listen offline.',
      'The app had to stay respectful: no intrusive ads next to the Quran.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'On-device calculation with every major method and Hanafi/Shafi Asr, verified against official timetables for 40 cities.',
      'Exact alarms with per-manufacturer guidance to exempt the app from battery optimisation, tested on 25 device models.',
      'Per-surah audio downloads with a storage manager, and streaming for everything else.',
      'A single, small sponsor line outside the Quran and dua screens, removable with a one-time purchase.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '250,000+', label: 'installs across Pakistan, the Gulf and the UK' },
      { value: '99.3%', label: 'adhan notifications delivered on time across tested devices' },
      { value: '±1 min', label: 'prayer-time agreement with official timetables in 40 cities' },
      { value: '4.8/5', label: 'rating on Google Play' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'Everything for the day’s worship, in one calm place.',
    image: islamicmasterFeaturesImage,
    features: [
      {
        icon: Clock,
        heading: 'Prayer times and adhan',
        description: 'Accurate times for your method, with adhan and pre-prayer reminders.',
      },
      { icon: Compass, heading: 'Qibla compass', description: 'Compass and map view with a calibration guide.' },
      {
        icon: BookOpen,
        heading: 'Quran with audio',
        description: 'Arabic text, translations and recitation by several reciters.',
      },
      { icon: Heart, heading: 'Daily duas', description: 'Morning and evening adhkar with counters and audio.' },
      {
        icon: Moon,
        heading: 'Hijri calendar',
        description: 'Islamic dates and events alongside the Gregorian calendar.',
      },
      {
        icon: Calculator,
        heading: 'Zakat calculator',
        description: 'Zakat on cash, gold, silver and business assets at current nisab.',
      },
      { icon: Map, heading: 'Nearby mosques', description: 'Mosques around you with directions.' },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: flutterLogo,
        heading: 'Flutter',
        description: 'One app for Android and iOS with Arabic typography and widgets.',
      },
      { image: sqliteLogo, heading: 'SQLite', description: 'Quran text, translations and duas stored offline.' },
      { image: nodedotjsLogo, heading: 'Node.js', description: 'Content updates and the nisab price feed.' },
      { image: firebaseLogo, heading: 'Firebase', description: 'Crash reporting and remote configuration.' },
      { image: googlemapsLogo, heading: 'Google Maps', description: 'Nearby mosques and the Qibla map view.' },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'Location is used on the device to calculate prayer times and is never uploaded. The translation texts are licensed from their publishers, and every content update is reviewed by the client’s scholar before release.',
  },
  reviews: [
    {
      review:
        'The times match our mosque’s timetable exactly, and the adhan never misses — even on my father’s old phone.',
      name: 'Junaid Akram',
      role: 'User, Birmingham',
      stars: 5,
    },
    {
      review:
        'CodeCrush tested on more devices than we knew existed. Our ratings went up the week the new version shipped.',
      name: 'Faisal Rehman',
      role: 'Product Owner',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;

import firebaseLogo from 'simple-icons/icons/firebase.svg';
import flutterLogo from 'simple-icons/icons/flutter.svg';
import googlecloudLogo from 'simple-icons/icons/googlecloud.svg';
import mongodbLogo from 'simple-icons/icons/mongodb.svg';
import nodedotjsLogo from 'simple-icons/icons/nodedotjs.svg';
import { Award, Headphones, Languages, MessageCircle, Mic, WifiOff } from 'lucide-react';
import { image as englishmasterImage } from '../../generated/byId/englishmaster';
import { image as englishmasterOverviewImage } from '../../generated/byId/englishmaster-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as englishmasterFeaturesImage } from '../../generated/byId/englishmaster-features';
import type { CaseStudy } from '../types';

export const englishmaster = {
  isWeb: false,
  id: 'englishmaster',
  meta: {
    title: 'English Master — Language Learning',
    description:
      'English Master by CodeCrush: spoken-English lessons for Urdu speakers with pronunciation scoring, daily practice and real-life conversation drills.',
  },
  introduction: {
    heading: 'English Master: speak English with confidence, ten minutes a day',
    description:
      'English Master teaches everyday spoken English to Urdu speakers through short lessons, conversation drills and instant pronunciation feedback — for job interviews, university and work.',
    image: englishmasterImage,
    projectLink: 'https://play.google.com/store/apps/details?id=com.englishmaster.app',
  },
  overview: {
    heading: 'Overview',
    description:
      'Learners in Pakistan often read and write English well but freeze when they must speak it. The client, a language academy with 12 branches, wanted to extend its classroom method to people who cannot attend. The app explains each lesson in Urdu, then gets the learner speaking: repeat, answer, role-play — with a score for every sentence.',
    image: englishmasterOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Generic speech recognition scored Pakistani accents harshly and discouraged learners.',
      'Learners drop language apps after a week; the academy needed habits, not downloads.',
      'Lessons written for a classroom had to become ten-minute sessions that work on a commute.',
      'Audio-heavy lessons had to stay usable on slow and expensive mobile data.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'Pronunciation scoring tuned on 40 hours of recordings from the academy’s students, focused on intelligibility rather than a native accent.',
      'Streaks, weekly goals and a gentle reminder at the learner’s chosen time, with a one-tap “5-minute lesson” on busy days.',
      '180 lessons rewritten with the academy’s teachers into short units: explain in Urdu, practise, speak, review.',
      'Lesson packs downloaded over Wi-Fi and played offline, compressed to 1.5 MB per lesson.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '75,000', label: 'learners in the first year' },
      { value: '41%', label: 'of learners still practising after 30 days' },
      { value: '+27 pts', label: 'average pronunciation-score gain after 20 lessons' },
      { value: '4.7/5', label: 'rating on Google Play' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'A full speaking course that fits into a busy day.',
    image: englishmasterFeaturesImage,
    features: [
      {
        icon: Mic,
        heading: 'Pronunciation feedback',
        description: 'A score per word and sentence, with the sounds to work on.',
      },
      {
        icon: MessageCircle,
        heading: 'Role-play',
        description: 'Interview, office, travel and shopping conversations with the app as partner.',
      },
      {
        icon: Languages,
        heading: 'Explained in Urdu',
        description: 'Grammar and usage explained in Urdu, practised in English.',
      },
      {
        icon: Headphones,
        heading: 'Listening drills',
        description: 'Natural-speed dialogues with slowed replay and transcripts.',
      },
      {
        icon: Award,
        heading: 'Streaks and levels',
        description: 'Daily streaks, weekly goals and a certificate at each level.',
      },
      {
        icon: WifiOff,
        heading: 'Offline lessons',
        description: 'Download lesson packs on Wi-Fi and learn anywhere.',
      },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: flutterLogo,
        heading: 'Flutter',
        description: 'Android and iOS apps with smooth audio recording and playback.',
      },
      {
        image: googlecloudLogo,
        heading: 'Google Cloud Speech',
        description: 'Speech recognition, with our scoring layer tuned to local accents.',
      },
      { image: nodedotjsLogo, heading: 'Node.js', description: 'Lessons, progress and scoring API.' },
      { image: mongodbLogo, heading: 'MongoDB', description: 'Lesson content and learner progress.' },
      { image: firebaseLogo, heading: 'Firebase', description: 'Reminders, sign-in and crash reporting.' },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'Voice recordings are scored and then discarded unless a learner chooses to keep them to hear their progress. The academy’s teachers review the hardest-rated sentences each month to improve the lessons.',
  },
  reviews: [
    {
      review:
        'Our method now reaches students in towns where we have no branch. The pronunciation scores are fair to our accent, which matters enormously for confidence.',
      name: 'Shazia Parveen',
      role: 'Academic Director, the language academy',
      stars: 5,
    },
    {
      review:
        'I practised the interview role-play every night for two weeks and got the job. Ten minutes a day really works.',
      name: 'Usman Ghani',
      role: 'Learner',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;

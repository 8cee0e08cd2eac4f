import laravelLogo from 'simple-icons/icons/laravel.svg';
import mysqlLogo from 'simple-icons/icons/mysql.svg';
import stripeLogo from 'simple-icons/icons/stripe.svg';
import vuedotjsLogo from 'simple-icons/icons/vuedotjs.svg';
import webrtcLogo from 'simple-icons/icons/webrtc.svg';
import {
  CalendarDays,
  CreditCard,
  GraduationCap,
  ListChecks,
  ShieldCheck,
  Star,
  Users,
  Video,
  Wallet,
} from 'lucide-react';
import { image as holytutorImage } from '../../generated/byId/holytutor';
import { image as holytutorOverviewImage } from '../../generated/byId/holytutor-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as holytutorFeaturesImage } from '../../generated/byId/holytutor-features';
import { image as holytutorAdminImage } from '../../generated/byId/holytutor-admin';
import type { CaseStudy } from '../types';

export const holytutor = {
  isWeb: true,
  id: 'holytutor',
  meta: {
    title: 'HolyTutor — Online Quran Tutoring',
    description:
      'HolyTutor by CodeCrush: an online Quran tutoring platform with qualified tutors, live one-to-one classes and progress tracking — 3,500+ students in 90 days.',
  },
  introduction: {
    heading: 'HolyTutor: one-to-one Quran classes with qualified tutors, from anywhere',
    description:
      'HolyTutor connects students worldwide with qualified Quran tutors for live one-to-one classes in Nazra, Tajweed and Hifz. Families book a free trial, choose class times in their own time zone and follow progress lesson by lesson.',
    image: holytutorImage,
    projectLink: 'https://holytutor.com',
  },
  overview: {
    heading: 'Overview',
    description:
      'Families in the UK, the US and the Gulf looked for Quran tutors through word of mouth and paid in advance with little idea of a tutor’s qualifications. HolyTutor verifies every tutor’s ijazah and teaching experience, runs classes in the browser with a shared Mushaf view and records what was covered in each lesson for parents to see.',
    image: holytutorOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Tutors in Pakistan and students in 14 countries meant constant time-zone and daylight-saving confusion.',
      'Classes had to run smoothly on low bandwidth on the tutor’s side and on family tablets on the student’s side.',
      'Parents, especially of young children, wanted proof of progress and safeguarding, not just a schedule.',
      'The client expected fast growth and needed onboarding of tutors and students without manual work.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'Scheduling stored in UTC and shown in each person’s zone, with reminders that account for daylight-saving changes.',
      'Browser-based WebRTC classes with a shared, synchronised Mushaf page and an audio-first fallback under 150 kbps.',
      'Lesson notes after every class — surah, ayahs covered, Tajweed rules practised — and optional recordings visible to parents.',
      'Self-service tutor applications with a recorded recitation and a review queue, and instant trial booking for families.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '3,500+', label: 'students enrolled in the first 90 days' },
      { value: '85%', label: 'course completion rate for the Nazra programme' },
      { value: '4.8/5', label: 'average class rating from parents and students' },
      { value: '14', label: 'countries with active students' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'Everything a family needs to learn the Quran online with confidence.',
    image: holytutorFeaturesImage,
    features: [
      {
        icon: Video,
        heading: 'Live one-to-one classes',
        description: 'In-browser video classes with a shared, synchronised Mushaf page.',
      },
      {
        icon: CalendarDays,
        heading: 'Time-zone-aware booking',
        description: 'Class times shown in your zone, with reminders that handle daylight saving.',
      },
      {
        icon: GraduationCap,
        heading: 'Qualified tutors',
        description: 'Tutor profiles with ijazah, experience, languages and a sample recitation.',
      },
      {
        icon: ListChecks,
        heading: 'Progress tracking',
        description: 'Lesson notes and a progress map through the programme for parents.',
      },
      {
        icon: ShieldCheck,
        heading: 'Safeguarding',
        description: 'Verified tutors, optional class recordings and a parent view of every lesson.',
      },
      {
        icon: CreditCard,
        heading: 'Monthly plans',
        description: 'Plans by classes per week, with a free trial and easy cancellation.',
      },
    ],
  },
  adminDashboard: {
    heading: 'Admin Dashboard',
    image: holytutorAdminImage,
    features: [
      { icon: Users, heading: 'Tutor onboarding', description: 'Applications, recitation review and approval.' },
      {
        icon: CalendarDays,
        heading: 'Class operations',
        description: 'Today’s classes, no-shows and rescheduling across zones.',
      },
      {
        icon: Wallet,
        heading: 'Billing and payouts',
        description: 'Student subscriptions and tutor payouts by classes taught.',
      },
      { icon: Star, heading: 'Quality', description: 'Class ratings, parent feedback and tutor performance.' },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      { image: vuedotjsLogo, heading: 'Vue.js', description: 'Student, parent and tutor portals.' },
      {
        image: webrtcLogo,
        heading: 'WebRTC',
        description: 'Live classes in the browser with a low-bandwidth audio fallback.',
      },
      { image: laravelLogo, heading: 'Laravel', description: 'Scheduling, subscriptions and the tutor workflow.' },
      { image: mysqlLogo, heading: 'MySQL', description: 'Students, classes, lesson notes and billing.' },
      { image: stripeLogo, heading: 'Stripe', description: 'Recurring monthly plans in GBP, USD and AED.' },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'The platform launched with 40 tutors and grew to 210 within six months. Classes with children under 13 are always visible to a parent account, and tutors complete a safeguarding course before their first class.',
  },
  reviews: [
    {
      review:
        'We enrolled more than 3,500 students in the first three months, and parents keep telling us the lesson notes are why they stay.',
      name: 'Qari Muhammad Usman',
      role: 'Founder, HolyTutor',
      stars: 5,
    },
    {
      review:
        'My son’s tutor is in Lahore and we are in Manchester, and the class times have never once been wrong. I can see exactly what he learnt each day.',
      name: 'Farah Shah',
      role: 'Parent, Manchester',
      stars: 5,
    },
    {
      review: 'The shared Mushaf page makes correcting Tajweed online as easy as sitting together.',
      name: 'Ustadha Khadija Noor',
      role: 'Tutor',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;

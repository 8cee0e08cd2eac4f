import firebaseLogo from 'simple-icons/icons/firebase.svg';
import kotlinLogo from 'simple-icons/icons/kotlin.svg';
import nodedotjsLogo from 'simple-icons/icons/nodedotjs.svg';
import postgresqlLogo from 'simple-icons/icons/postgresql.svg';
import reactLogo from 'simple-icons/icons/react.svg';
import {
  CalendarDays,
  ChartColumn,
  Clock,
  Filter,
  Headphones,
  Share2,
  Smartphone,
  Upload,
  Users,
  WifiOff,
} from 'lucide-react';
import { image as leadgenImage } from '../../generated/byId/leadgen';
import { image as leadgenOverviewImage } from '../../generated/byId/leadgen-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as leadgenFeaturesImage } from '../../generated/byId/leadgen-features';
import { image as leadgenAdminImage } from '../../generated/byId/leadgen-admin';
import type { CaseStudy } from '../types';

export const leadgen = {
  isWeb: false,
  id: 'leadgen',
  meta: {
    title: 'LeadGen — Leads & Call Recording',
    description:
      'LeadGen by CodeCrush: a field sales app that captures leads, records calls with consent, schedules follow-ups and gives managers a live pipeline.',
  },
  introduction: {
    heading: 'LeadGen: capture every lead, record every call, never miss a follow-up',
    description:
      'LeadGen is an Android app for real-estate and insurance sales teams. Agents capture leads from calls, walk-ins and campaigns, record client calls with consent, and get reminded of every follow-up; managers see the whole pipeline on a web dashboard.',
    image: leadgenImage,
    projectLink: 'https://play.google.com/store/apps/details?id=com.leadgen.app',
  },
  overview: {
    heading: 'Overview',
    description:
      'The client, a real-estate agency with 70 agents, lost leads in personal phones and notebooks, and disputes about what was promised on a call were common. LeadGen links each call to the lead, keeps the recording and the agent’s notes together, and turns “I’ll call you next week” into a scheduled task.',
    image: leadgenOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Android restricts call recording; the solution had to be lawful, reliable and respect client consent.',
      'Agents work in the field with patchy connectivity and little patience for data entry.',
      'Leads arrive from many sources — portals, Facebook ads, walk-ins — and were often duplicated.',
      'Managers had no view of follow-up discipline until deals were already lost.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'Calls placed through the app on company SIMs with a recorded consent announcement, as the client’s legal team approved.',
      'An offline-first app: leads, notes and recordings are queued and uploaded on Wi-Fi or when the signal returns.',
      'Lead import from portals and ad forms with duplicate detection by phone number.',
      'Follow-up tasks created from the call outcome, with overdue alerts to the agent and the manager.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '+31%', label: 'more leads converted into site visits in six months' },
      { value: '96%', label: 'of follow-ups completed on time, up from an estimated 60%' },
      { value: '22,000', label: 'calls recorded and linked to leads in the first quarter' },
      { value: '−80%', label: 'fewer disputes about what was promised on a call' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'For agents on the move and the managers who coach them.',
    image: leadgenFeaturesImage,
    features: [
      {
        icon: Users,
        heading: 'Lead capture',
        description: 'Add a lead in seconds from a call, a walk-in or a shared contact.',
      },
      {
        icon: Smartphone,
        heading: 'Call recording',
        description: 'Consent-announced recordings attached to the lead’s timeline.',
      },
      {
        icon: CalendarDays,
        heading: 'Follow-up tasks',
        description: 'Next steps scheduled from the call outcome, with reminders.',
      },
      {
        icon: Filter,
        heading: 'Pipeline stages',
        description: 'New, contacted, visit booked, negotiation, won or lost.',
      },
      {
        icon: Upload,
        heading: 'Lead import',
        description: 'Portals and ad forms imported automatically, duplicates merged.',
      },
      {
        icon: WifiOff,
        heading: 'Works offline',
        description: 'Everything queued and synced when the signal returns.',
      },
    ],
  },
  adminDashboard: {
    heading: 'Manager Dashboard',
    image: leadgenAdminImage,
    features: [
      {
        icon: ChartColumn,
        heading: 'Live pipeline',
        description: 'Leads by stage, source and agent, updated in real time.',
      },
      { icon: Headphones, heading: 'Call review', description: 'Listen to recordings and leave coaching notes.' },
      {
        icon: Clock,
        heading: 'Follow-up discipline',
        description: 'Overdue tasks per agent and response times to new leads.',
      },
      {
        icon: Share2,
        heading: 'Lead assignment',
        description: 'Round-robin or manual assignment by project and area.',
      },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: kotlinLogo,
        heading: 'Kotlin',
        description: 'Native Android app with reliable call handling and background sync.',
      },
      { image: reactLogo, heading: 'React', description: 'The managers’ web dashboard.' },
      {
        image: nodedotjsLogo,
        heading: 'Node.js',
        description: 'Leads, tasks, import connectors and recording storage API.',
      },
      { image: postgresqlLogo, heading: 'PostgreSQL', description: 'Leads, pipeline history and tasks.' },
      {
        image: firebaseLogo,
        heading: 'Firebase',
        description: 'Push notifications for new leads and overdue follow-ups.',
      },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'Recordings are encrypted at rest, retained for 180 days by default and accessible only to the agent and their manager. Every call starts with a short consent announcement in Urdu and English.',
  },
  reviews: [
    {
      review:
        'For the first time I can see which agent follows up and which does not. Our conversion to site visits is up by almost a third.',
      name: 'Adnan Butt',
      role: 'Sales Director, the agency',
      stars: 5,
    },
    {
      review:
        'I add a lead in the car and the app reminds me to call back. I closed more deals this quarter than the whole of last year.',
      name: 'Rizwan Ahmed',
      role: 'Senior Sales Agent',
      stars: 4,
    },
  ],
} as const satisfies CaseStudy;

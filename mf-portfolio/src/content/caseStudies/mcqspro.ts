import nestjsLogo from 'simple-icons/icons/nestjs.svg';
import nextdotjsLogo from 'simple-icons/icons/nextdotjs.svg';
import postgresqlLogo from 'simple-icons/icons/postgresql.svg';
import redisLogo from 'simple-icons/icons/redis.svg';
import typescriptLogo from 'simple-icons/icons/typescript.svg';
import { Award, BookOpen, CalendarDays, ChartColumn, Clock, FileText, RefreshCw, Wallet, WifiOff } from 'lucide-react';
import { image as mcqsproImage } from '../../generated/byId/mcqspro';
import { image as mcqsproOverviewImage } from '../../generated/byId/mcqspro-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as mcqsproFeaturesImage } from '../../generated/byId/mcqspro-features';
import { image as mcqsproAdminImage } from '../../generated/byId/mcqspro-admin';
import type { CaseStudy } from '../types';

export const mcqspro = {
  isWeb: true,
  id: 'mcqspro',
  meta: {
    title: 'MCQs Pro — Exam Preparation',
    description:
      'MCQs Pro by CodeCrush: an exam preparation platform with 60,000 reviewed MCQs, timed mock tests and analytics for MDCAT, ECAT, CSS and job tests.',
  },
  introduction: {
    heading: 'MCQs Pro: practise the way the exam is marked',
    description:
      'MCQs Pro prepares candidates for MDCAT, ECAT, CSS, PPSC and FPSC tests with a bank of reviewed multiple-choice questions, timed mock exams that mirror the real papers, and analytics that show exactly which topics to revise next.',
    image: mcqsproImage,
    projectLink: 'https://mcqspro.com',
  },
  overview: {
    heading: 'Overview',
    description:
      'Candidates practised from photocopied guides full of wrong answers, with no idea how they compared with others. MCQs Pro offers 60,000 questions checked by subject experts, each with an explanation, and full-length mock tests under exam conditions, followed by a topic-by-topic breakdown and a national percentile.',
    image: mcqsproOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Question banks circulating online contain many wrong keys; the client’s reputation depended on accuracy.',
      'Mock tests for thousands of candidates start at the same minute on Sunday mornings.',
      'Candidates practise on phones with unstable connections; losing answers mid-test is unacceptable.',
      'Negative marking and sectional timing differ between exams.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'A review workflow: every question is written, checked by a second expert and flagged automatically if many strong candidates miss it.',
      'Test papers pre-generated and cached before the start time; answers written to Redis and persisted in batches.',
      'Answers saved on the device as they are chosen and synced when the connection returns; the timer runs on the server.',
      'Exam profiles that define sections, timing and negative marking for each test type.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '60,000', label: 'reviewed questions with explanations' },
      { value: '18,000', label: 'candidates in a single Sunday mock test without slowdown' },
      { value: '0.4%', label: 'of questions flagged and corrected after launch' },
      { value: '4.8/5', label: 'average rating from subscribers' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'Practice, test, understand, repeat.',
    image: mcqsproFeaturesImage,
    features: [
      {
        icon: BookOpen,
        heading: 'Topic practice',
        description: 'Questions by subject and chapter, with explanations after each answer.',
      },
      {
        icon: Clock,
        heading: 'Timed mock tests',
        description: 'Full papers with the real exam’s sections, timing and negative marking.',
      },
      {
        icon: ChartColumn,
        heading: 'Performance analytics',
        description: 'Accuracy and speed per topic, with a national percentile.',
      },
      { icon: RefreshCw, heading: 'Mistake review', description: 'Every wrong answer collected for spaced revision.' },
      { icon: Award, heading: 'Leaderboards', description: 'Weekly rankings in each mock test series.' },
      {
        icon: WifiOff,
        heading: 'Resilient tests',
        description: 'Answers saved on the device and synced, even on a weak connection.',
      },
    ],
  },
  adminDashboard: {
    heading: 'Admin Dashboard',
    image: mcqsproAdminImage,
    features: [
      {
        icon: FileText,
        heading: 'Question bank',
        description: 'Authoring, two-step review and versioning of questions.',
      },
      {
        icon: CalendarDays,
        heading: 'Test scheduling',
        description: 'Mock test series with start times and exam profiles.',
      },
      {
        icon: ChartColumn,
        heading: 'Item analysis',
        description: 'Difficulty and discrimination per question, with automatic flags.',
      },
      { icon: Wallet, heading: 'Subscriptions', description: 'Plans, payments and access per exam.' },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: nextdotjsLogo,
        heading: 'Next.js',
        description: 'Candidate web app with server-rendered practice pages.',
      },
      {
        image: typescriptLogo,
        heading: 'TypeScript',
        description: 'One typed model for questions, tests and scoring across front and back end.',
      },
      { image: nestjsLogo, heading: 'NestJS', description: 'Test engine, scoring and the review workflow.' },
      { image: postgresqlLogo, heading: 'PostgreSQL', description: 'Question bank, attempts and analytics.' },
      { image: redisLogo, heading: 'Redis', description: 'Cached papers and answer buffering during peak mock tests.' },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'Before each Sunday mock we run a load test at twice the expected number of candidates. Statistical item analysis now finds most wrong keys within a day of a question’s first use, long before candidates report them.',
  },
  reviews: [
    {
      review:
        'Our candidates trust the answer keys, and Sunday tests with 18,000 people run smoothly. That is exactly what we asked for.',
      name: 'Prof. Naveed Anjum',
      role: 'Academic Head, MCQs Pro',
      stars: 5,
    },
    {
      review:
        'The topic analytics told me to stop practising biology and fix physics. My MDCAT score rose by 22 marks.',
      name: 'Areeba Tariq',
      role: 'MDCAT candidate',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;

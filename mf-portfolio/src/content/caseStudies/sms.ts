import dockerLogo from 'simple-icons/icons/docker.svg';
import laravelLogo from 'simple-icons/icons/laravel.svg';
import mysqlLogo from 'simple-icons/icons/mysql.svg';
import reactLogo from 'simple-icons/icons/react.svg';
import redisLogo from 'simple-icons/icons/redis.svg';
import {
  CalendarDays,
  ChartColumn,
  Download,
  FileText,
  Heart,
  ListChecks,
  Lock,
  MessageCircle,
  Settings,
  Users,
  Wallet,
} from 'lucide-react';
import { image as smsImage } from '../../generated/byId/sms';
import { image as smsOverviewImage } from '../../generated/byId/sms-overview';
import { image as caseChallengesImage } from '../../generated/byId/case-challenges';
import { image as caseSolutionsImage } from '../../generated/byId/case-solutions';
import { image as caseResultsImage } from '../../generated/byId/case-results';
import { image as smsFeaturesImage } from '../../generated/byId/sms-features';
import { image as smsAdminImage } from '../../generated/byId/sms-admin';
import type { CaseStudy } from '../types';

export const sms = {
  isWeb: true,
  id: 'sms',
  meta: {
    title: 'School Management System',
    description:
      'A school management system by CodeCrush: admissions, attendance, fees, exams and report cards, with a parent portal, for schools with several campuses.',
  },
  introduction: {
    heading: 'School Management System: one place for admissions, attendance, fees and results',
    description:
      'A web application for a network of schools that runs the whole academic year — admissions, class sections, timetables, daily attendance, fee vouchers, exams and report cards — with a parent portal that shows a child’s attendance, results and dues.',
    image: smsImage,
    projectLink: 'https://sms.codecrush.tech',
  },
  overview: {
    heading: 'Overview',
    description:
      'The client operates seven campuses with about 6,200 students. Each campus kept its own spreadsheets for attendance and fees, so head office saw numbers weeks late and parents learnt about absences and dues by letter. The system gives every campus the same workflows and head office a live view of all of them.',
    image: smsOverviewImage,
  },
  challenge: {
    heading: 'Challenges',
    image: caseChallengesImage,
    challenges: [
      'Seven campuses with different fee structures, sibling discounts and scholarship rules.',
      'Teachers had ten minutes at the start of class to take attendance, often on shared, slow computers.',
      'Report cards were assembled by hand from exam sheets, taking two weeks each term.',
      'Student data had to stay private: teachers may see only their sections, parents only their own children.',
    ],
  },
  solutions: {
    heading: 'Solutions',
    image: caseSolutionsImage,
    solutions: [
      'A rules engine for fees: per-campus structures, sibling and merit discounts, late fines and instalments, producing bank-ready vouchers.',
      'A one-tap attendance register that works on a phone and syncs when the connection returns, with SMS to parents of absent students.',
      'Marks entry per subject that feeds grade rules and prints report cards for a whole class in one click.',
      'Role-based access down to section level, with an audit log of every change to marks and fees.',
    ],
  },
  results: {
    heading: 'Results',
    image: caseResultsImage,
    results: [
      { value: '6,200', label: 'students across seven campuses managed in one system' },
      { value: '2 weeks → 1 day', label: 'time to publish term report cards' },
      { value: '+18%', label: 'fees collected on time after SMS reminders and online vouchers' },
      { value: '94%', label: 'of parents active on the parent portal each month' },
    ],
  },
  features: {
    heading: 'Detailed Features',
    subheading: 'Built around a school day, for administrators, teachers and parents.',
    image: smsFeaturesImage,
    features: [
      {
        icon: Users,
        heading: 'Admissions',
        description: 'Online applications, entry tests, interviews and enrolment into sections.',
      },
      {
        icon: ListChecks,
        heading: 'Attendance',
        description: 'One-tap daily registers with SMS alerts to parents of absent students.',
      },
      {
        icon: Wallet,
        heading: 'Fees',
        description: 'Vouchers, discounts, fines, instalments and bank reconciliation.',
      },
      {
        icon: FileText,
        heading: 'Exams and report cards',
        description: 'Marks entry, grading rules and printable report cards per class.',
      },
      {
        icon: CalendarDays,
        heading: 'Timetables',
        description: 'Clash-free timetables per campus with teacher substitution.',
      },
      {
        icon: Heart,
        heading: 'Parent portal',
        description: 'Attendance, results, dues and school notices for each child.',
      },
      {
        icon: MessageCircle,
        heading: 'Notices',
        description: 'Announcements to a class, a campus or all parents by SMS and app.',
      },
    ],
  },
  adminDashboard: {
    heading: 'Admin Dashboard',
    image: smsAdminImage,
    features: [
      {
        icon: ChartColumn,
        heading: 'Network overview',
        description: 'Enrolment, attendance and fee collection across campuses, live.',
      },
      {
        icon: Settings,
        heading: 'Campus settings',
        description: 'Fee structures, grading rules and academic calendars per campus.',
      },
      {
        icon: Lock,
        heading: 'Roles and audit',
        description: 'Who can see and change what, with every change logged.',
      },
      {
        icon: Download,
        heading: 'Exports',
        description: 'Board registration lists, fee ledgers and attendance reports.',
      },
    ],
  },
  technologiesUsed: {
    heading: 'Technologies Used',
    technologies: [
      {
        image: reactLogo,
        heading: 'React',
        description: 'Staff and parent interfaces, with an offline attendance register.',
      },
      { image: laravelLogo, heading: 'Laravel', description: 'The API, fee rules engine and report-card generation.' },
      { image: mysqlLogo, heading: 'MySQL', description: 'Students, marks and the fee ledger with full history.' },
      { image: redisLogo, heading: 'Redis', description: 'Queues for SMS alerts and batch report-card rendering.' },
      {
        image: dockerLogo,
        heading: 'Docker',
        description: 'Identical environments from development to the client’s own servers.',
      },
    ],
  },
  additionalNotes: {
    heading: 'Additional Notes',
    description:
      'We migrated eight years of student and fee records from spreadsheets campus by campus during the summer break, each migration checked against the campus’s own totals. The system runs on the client’s servers in Pakistan, as their data policy requires.',
  },
  reviews: [
    {
      review:
        'Head office finally sees every campus on the same screen. Report cards used to cost our teachers two weeks every term; now it is a day.',
      name: 'Dr. Rubina Aslam',
      role: 'Director of Schools',
      stars: 5,
    },
    {
      review: 'Attendance takes a minute, and parents know about an absence before the first break.',
      name: 'Imran Javed',
      role: 'Campus Principal',
      stars: 5,
    },
    {
      review: 'I see my children’s results and fee dues on my phone. No more lost vouchers.',
      name: 'Saima Noor',
      role: 'Parent',
      stars: 5,
    },
  ],
} as const satisfies CaseStudy;

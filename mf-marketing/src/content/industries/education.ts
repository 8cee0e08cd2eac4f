import { image as bannerImage } from '../../generated/byId/ind-education';
import { image as learning } from '../../generated/byId/art-learning';
import { image as mobile } from '../../generated/byId/art-mobile';
import { image as data } from '../../generated/byId/art-data';
import { image as ai } from '../../generated/byId/art-ai';
import type { Industry } from '../types';

export const education = {
  id: 'education',
  title: 'Education',
  subtitle: 'Learning platforms, school management systems and study apps used by thousands of students every day.',
  metaDescription:
    'Education software by CodeCrush: school management systems, learning management platforms, exam preparation and study apps for schools and ed-tech start-ups.',
  bannerImage,
  offeringIntro:
    'One of our learning apps reached 3,500+ students in its first 90 days with an 85% course completion rate. We bring that experience to your institution.',
  features: [
    {
      title: 'School management systems',
      description:
        'Admissions, attendance, timetables, fee collection, exams and report cards in one system, with portals for teachers and parents and SMS alerts for absences and fee reminders.',
      image: data,
    },
    {
      title: 'Learning management platforms',
      description:
        'Online courses with video lessons, quizzes, assignments and certificates, live classes and progress tracking, for schools, universities and training companies.',
      image: learning,
    },
    {
      title: 'Exam preparation and study apps',
      description:
        'Mobile apps with thousands of MCQs, timed mock tests, explanations and progress analytics that show students exactly which topics to revise.',
      image: mobile,
    },
    {
      title: 'AI tutoring and personalisation',
      description:
        'Adaptive practice that adjusts difficulty to each learner, step-by-step maths solutions and AI assistants that answer questions about the course material.',
      image: ai,
    },
  ],
} as const satisfies Industry;

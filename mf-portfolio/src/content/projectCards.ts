import type { ProjectId } from '@codecrush/contracts';

export type ProjectType = 'Mobile App' | 'Website' | 'Web App';

export interface ProjectCard {
  id: ProjectId;
  title: string;
  projectType: ProjectType;
}

/** The cards of the projects list (spec: 17 cards; mathsolver is listed twice). */
export const projectCards = [
  { id: 'comboseek', title: 'ComboSeek — AI Search Assistant', projectType: 'Web App' },
  { id: 'gohijazweb', title: 'GoHijaz — Pilgrimage Travel Platform', projectType: 'Website' },
  { id: 'gohijazapp', title: 'GoHijaz — Pilgrimage Travel App', projectType: 'Mobile App' },
  { id: 'tailorbhai', title: 'TailorBhai — Tailoring Shop App', projectType: 'Mobile App' },
  { id: 'xplorepk', title: 'XplorePK — Pakistan Travel Platform', projectType: 'Website' },
  { id: 'sms', title: 'School Management System', projectType: 'Web App' },
  { id: 'stylemate', title: 'StyleMate — Salon Booking App', projectType: 'Mobile App' },
  { id: 'quranicquotes', title: 'Quranic Quotes — Daily Inspiration', projectType: 'Mobile App' },
  { id: 'mathsolver', title: 'Math Solver', projectType: 'Mobile App' },
  { id: 'englishmaster', title: 'English Master — Language Learning', projectType: 'Mobile App' },
  { id: 'picstudy', title: 'PicStudy — Learn from Photos', projectType: 'Mobile App' },
  { id: 'subsmanagment', title: 'Subscription Manager', projectType: 'Mobile App' },
  { id: 'islamicmaster', title: 'Islamic Master — Lifestyle App', projectType: 'Mobile App' },
  { id: 'mcqspro', title: 'MCQs Pro — Exam Preparation', projectType: 'Web App' },
  { id: 'leadgen', title: 'LeadGen — Lead Generation & Call Recording', projectType: 'Mobile App' },
  { id: 'holytutor', title: 'HolyTutor — Online Quran Tutoring', projectType: 'Website' },
  { id: 'mathsolver', title: 'Math Solver Pro', projectType: 'Mobile App' },
] as const satisfies readonly ProjectCard[];

/** Featured on the home page (spec: comboseek, gohijazweb, tailorbhai, sms). */
export const featuredProjectIds = [
  'comboseek',
  'gohijazweb',
  'tailorbhai',
  'sms',
] as const satisfies readonly ProjectId[];

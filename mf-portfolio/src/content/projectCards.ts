import type { ProjectId } from '@codecrush/contracts';
import type { ProjectCard } from './types';

/** The cards of the projects list (17 cards; mathsolver is listed twice: the app and its web version). */
export const projectCards = [
  {
    id: 'comboseek',
    title: 'ComboSeek — AI Search Assistant',
    projectType: 'Web App',
    image: 'comboseek',
  },
  {
    id: 'gohijazweb',
    title: 'GoHijaz — Pilgrimage Travel Platform',
    projectType: 'Website',
    image: 'gohijazweb',
  },
  {
    id: 'gohijazapp',
    title: 'GoHijaz — Pilgrimage Travel App',
    projectType: 'Mobile App',
    image: 'gohijazapp',
  },
  {
    id: 'tailorbhai',
    title: 'TailorBhai — Tailoring Shop App',
    projectType: 'Mobile App',
    image: 'tailorbhai',
  },
  {
    id: 'xplorepk',
    title: 'XplorePK — Pakistan Travel Platform',
    projectType: 'Website',
    image: 'xplorepk',
  },
  { id: 'sms', title: 'School Management System', projectType: 'Web App', image: 'sms' },
  {
    id: 'stylemate',
    title: 'StyleMate — Salon Booking App',
    projectType: 'Mobile App',
    image: 'stylemate',
  },
  {
    id: 'quranicquotes',
    title: 'Quranic Quotes — Daily Inspiration',
    projectType: 'Mobile App',
    image: 'quranicquotes',
  },
  {
    id: 'mathsolver',
    title: 'Math Solver — Step-by-Step Maths',
    projectType: 'Mobile App',
    image: 'mathsolver',
  },
  {
    id: 'englishmaster',
    title: 'English Master — Language Learning',
    projectType: 'Mobile App',
    image: 'englishmaster',
  },
  {
    id: 'picstudy',
    title: 'PicStudy — Learn from Photos',
    projectType: 'Mobile App',
    image: 'picstudy',
  },
  {
    id: 'subsmanagment',
    title: 'SubsManager — Subscription Tracker',
    projectType: 'Mobile App',
    image: 'subsmanagment',
  },
  {
    id: 'islamicmaster',
    title: 'Islamic Master — Lifestyle App',
    projectType: 'Mobile App',
    image: 'islamicmaster',
  },
  {
    id: 'mcqspro',
    title: 'MCQs Pro — Exam Preparation',
    projectType: 'Web App',
    image: 'mcqspro',
  },
  {
    id: 'leadgen',
    title: 'LeadGen — Leads & Call Recording',
    projectType: 'Mobile App',
    image: 'leadgen',
  },
  {
    id: 'holytutor',
    title: 'HolyTutor — Online Quran Tutoring',
    projectType: 'Website',
    image: 'holytutor',
  },
  {
    id: 'mathsolver',
    title: 'Math Solver — Step-by-Step Maths',
    projectType: 'Web App',
    image: 'mathsolver',
  },
] as const satisfies readonly ProjectCard[];

/** A stable, unique key of a card (mathsolver is listed twice, with different types). */
export const cardKey = (card: ProjectCard) => `${card.id}:${card.projectType}`;

/** Featured on the home page, in this order. */
const featuredProjectIds = ['comboseek', 'gohijazweb', 'tailorbhai', 'sms'] as const satisfies readonly ProjectId[];

/** The featured projects' cards, in their featured order. */
export const featuredCards: readonly ProjectCard[] = featuredProjectIds.map(
  (id) => projectCards.find((card) => card.id === id) as ProjectCard,
);

import type { IndustryId, ResearchId, ServiceId } from './routes';

/** Display names of the site's catalogues. Used by the shell's navigation and the remotes' pages. */
export const serviceNames = {
  web: 'Web Development',
  app: 'App Development',
  technicalservices: 'Technical Services',
  uiux: 'UI/UX Design',
  marketing: 'Digital Marketing',
  ecommercesolution: 'E-commerce Solutions',
  itconsulting: 'IT Consulting',
  cms: 'CMS Development',
  cybersecurity: 'Cybersecurity',
} as const satisfies Record<ServiceId, string>;

export const researchNames = {
  ml: 'Machine Learning',
  quantumcomputing: 'Quantum Computing',
  edgecomputing: 'Edge Computing',
  ai: 'Artificial Intelligence',
  blockchain: 'Blockchain',
  iot: 'Internet of Things',
  nlp: 'Natural Language Processing',
  rpa: 'Robotic Process Automation',
  cybersecurity: 'Cybersecurity Research',
} as const satisfies Record<ResearchId, string>;

export const industryNames = {
  travel: 'Travel & Tourism',
  healthcare: 'Healthcare',
  realstate: 'Real Estate',
  retail: 'Retail & E-commerce',
  education: 'Education',
  booking: 'Booking & Reservations',
} as const satisfies Record<IndustryId, string>;

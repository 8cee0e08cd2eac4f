import { emailSubjects } from '@codecrush/contracts';

export const validContact = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '03001234567',
  message: 'We would like a quote for a mobile app.',
  subject: emailSubjects.contact,
  ...overrides,
});

export const validJob = (overrides: Record<string, string> = {}): Record<string, string> => ({
  fullName: 'Bilal Ahmed',
  email: 'bilal@example.com',
  phone: '03111234567',
  subject: emailSubjects.job,
  ...overrides,
});

export const validInternship = (overrides: Record<string, string> = {}): Record<string, string> => ({
  fullName: 'Sana Malik',
  email: 'sana@example.com',
  phone: '+923001234567',
  address: 'House 1, Street 2, Rawalpindi',
  education: 'BS Computer Science',
  speciality: 'Web development',
  experience: 'Two university projects in React',
  interest: 'Frontend engineering',
  subject: emailSubjects.internship,
  ...overrides,
});

export const validRemoteParams = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Omar Farooq',
  email: 'omar@example.com',
  companyName: 'Acme Ltd',
  phoneNumber: '+92 300 1234567',
  projectDescription: 'A booking platform',
  startDate: '2026-12-01',
  additionalRequirements: '',
  requiredExpertise: 'Expertise: Senior Developer, Number: 2, Duration: 3 months',
  ...overrides,
});

export const validEmailjs = (params: Record<string, unknown> = validRemoteParams()): Record<string, unknown> => ({
  service_id: 'service_local',
  template_id: 'template_local',
  user_id: 'public_key_local',
  template_params: params,
});

/** Removes keys whose value is undefined (a "missing field" case). */
export const without = (fields: Record<string, string>, name: string): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));

import type { FieldCopy } from './types';

/** The internship application form (/careers/internship/apply). */
export const internshipFormText = {
  title: 'Apply for an internship',
  intro:
    'Internships at CodeCrush last three months, are paid, and end with a review for a full-time role. Tell us where you are today and what you want to learn; we reply to every application within a week.',
  fields: {
    fullName: { label: 'Full name', placeholder: 'Ali Raza' },
    email: { label: 'Email', placeholder: 'ali.raza@example.com' },
    phoneNumber: {
      label: 'Phone number',
      placeholder: '0300-1234567',
      hint: 'Pakistani mobile number, e.g. 0300-1234567 or +923001234567',
    },
    address: { label: 'Address', placeholder: 'House 14, Street 7, Satellite Town, Rawalpindi' },
    education: {
      label: 'Education',
      placeholder: 'BS Computer Science, 7th semester, COMSATS Islamabad (CGPA 3.4)',
    },
    speciality: { label: 'Speciality', placeholder: 'Frontend development with React' },
    experience: {
      label: 'Experience',
      placeholder: 'Projects, freelance work or previous internships, with links if you have them.',
    },
    interest: { label: 'Why this internship?', placeholder: 'What do you want to learn and work on with us?' },
    cv: { label: 'CV (optional)', hint: 'PDF, DOC, DOCX, JPG, PNG, GIF or SVG, up to 5 MB' },
  },
  submit: 'Submit Application',
  busy: 'Submitting',
} as const satisfies { fields: Record<string, FieldCopy>; [key: string]: unknown };

import { image as bannerImage } from '../../generated/byId/ind-healthcare';
import { image as health } from '../../generated/byId/art-health';
import { image as booking } from '../../generated/byId/art-booking';
import { image as security } from '../../generated/byId/art-security';
import { image as ai } from '../../generated/byId/art-ai';
import type { Industry } from '../types';

export const healthcare = {
  id: 'healthcare',
  title: 'Healthcare',
  subtitle:
    'Secure software for clinics, hospitals, laboratories and pharmacies that gives staff more time for patients.',
  metaDescription:
    'Healthcare software by CodeCrush: patient portals, appointment booking, electronic records, telemedicine and lab systems built with privacy and security first.',
  bannerImage,
  offeringIntro: 'Healthcare software must be easy for busy staff and strict about privacy. Our solutions do both.',
  features: [
    {
      title: 'Appointment booking and patient portals',
      description:
        'Patients book, reschedule and pay for appointments online, receive SMS and WhatsApp reminders and see their prescriptions and reports in one secure portal, which cuts no-shows and front-desk queues.',
      image: booking,
    },
    {
      title: 'Electronic medical records',
      description:
        'Clinicians record consultations, diagnoses, prescriptions and lab orders in structured forms designed with doctors, with a full history of every patient available in seconds on any device.',
      image: health,
    },
    {
      title: 'Telemedicine',
      description:
        'Video consultations, secure chat and e-prescriptions let specialists reach patients in smaller towns, with scheduling and payments handled by the same system.',
      image: security,
    },
    {
      title: 'Clinical analytics and AI assistance',
      description:
        'Dashboards track patient flow, waiting times and revenue per department, and machine-learning models can flag abnormal lab results or patients at risk of missing follow-up care.',
      image: ai,
    },
  ],
} as const satisfies Industry;

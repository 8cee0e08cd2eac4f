import type { ContactFormValues } from '@codecrush/contracts';
import type { FieldCopy } from './types';

/** The contact message form (home page and contact page): labels, examples and the button. */
export const contactFormText = {
  fields: {
    fullName: { label: 'Full name', placeholder: 'Ayesha Khan' },
    email: { label: 'Email', placeholder: 'ayesha@company.com' },
    phone: { label: 'Phone number', placeholder: '03001234567' },
    message: {
      label: 'Message',
      placeholder: 'Tell us what you want to build, your timeline and anything we should know.',
    },
  },
  submit: 'Send Message',
  busy: 'Sending...',
} as const satisfies {
  fields: Record<keyof ContactFormValues, FieldCopy>;
  submit: string;
  busy: string;
};

import type { FieldCopy } from '@codecrush/ui/form';

/** Copy of the Apply Now form (its own module: it loads with the form's code, not with the page). */
export const applyFormText = {
  /**
   * Each field's label; examples of the expected format where one helps (names have none: a
   * placeholder there looks like a filled-in value).
   */
  fields: {
    firstName: { label: 'First Name' },
    lastName: { label: 'Last Name' },
    phoneNumber: { label: 'Phone Number', placeholder: '0300 1234567' },
    email: { label: 'Email', placeholder: 'you@example.com' },
    resume: { label: 'Resume', hint: 'SVG, PNG, JPG or GIF (max. 800x400 px)' },
  },
  submit: 'Submit Application',
  sending: 'Sending...',
  success: 'Application sent successfully!',
} as const satisfies {
  fields: Record<'firstName' | 'lastName' | 'phoneNumber' | 'email' | 'resume', FieldCopy>;
  [key: string]: unknown;
};

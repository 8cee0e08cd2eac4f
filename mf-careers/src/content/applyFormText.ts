/** Copy of the Apply Now form (its own module: it loads with the form's code, not with the page). */
export const applyFormText = {
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    phoneNumber: 'Phone Number',
    email: 'Email',
    resume: 'Resume',
  },
  /** Examples of the expected format (names have none: a placeholder there looks like a filled-in value). */
  placeholders: {
    phoneNumber: '0300 1234567',
    email: 'you@example.com',
  },
  resumeHint: 'SVG, PNG, JPG or GIF (max. 800x400 px)',
  submit: 'Submit Application',
  sending: 'Sending...',
  success: 'Application sent successfully!',
} as const;

/** What the visitor is told after sending, shown as toasts. */
export const outcomeMessages = {
  messageSent: 'Message Sent Successfully',
  sendingFailed: 'Message Sending Failed',
  somethingWrong: 'Something went wrong',
  applicationSent: 'Application sent successfully!',
} as const;

/** What the visitor is told after a successful send, shown as a toast (failures are worded in @codecrush/ui/form). */
export const outcomeMessages = {
  messageSent: 'Message Sent Successfully',
  applicationSent: 'Application sent successfully!',
} as const;

export const contactBlockText = {
  title: 'Get in Touch',
  intro:
    'Tell us about your project. Our offices in Rawalpindi and Chakdara answer every message within one business day.',
  action: 'Send us a message',
} as const;

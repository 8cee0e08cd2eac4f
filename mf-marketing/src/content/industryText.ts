/** Industry page copy: the offering heading and the closing call to action. */
export const industryText = {
  offeringHeading: 'Our Offering',
  helpEyebrow: 'How can we help you?',
  helpTitle: 'Are you ready to revolutionize your business?',
  helpText:
    'Bring us the process that slows your team down or the product your customers keep asking for. We will map it with you and propose a first release you can use within weeks.',
  helpAction: 'Drive your innovation',
} as const;

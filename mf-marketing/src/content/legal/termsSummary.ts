/** The plain-language Simple Version of the terms (loaded only when a visitor asks for it). */
export const termsSummary = {
  heading: 'The terms in plain language',
  note: 'This summary helps you understand the terms. If it differs from the Legal Version, the Legal Version applies.',
  points: [
    'By using this website you accept these terms and our Privacy Policy.',
    'You must be 18 or older to request services or enter into an agreement with us.',
    'Use the site lawfully: no false information, no viruses, no hacking attempts, no spam.',
    'Prices and descriptions on the site are information, not an offer; only a signed agreement binds us both.',
    'Our content, designs and logos belong to us; you may read and print them but not reuse them commercially.',
    'We keep your project details confidential and handle personal data as the Privacy Policy says.',
    'We are not responsible for other websites and services we link to.',
    'The site is provided as it is; we are not liable for indirect losses from using it.',
    'Pakistani law applies, and disputes go to the courts of Rawalpindi and Islamabad.',
    'We may update these terms; the date at the top tells you which version is current.',
  ],
} as const satisfies { heading: string; note: string; points: readonly string[] };

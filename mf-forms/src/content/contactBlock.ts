/** The home page's contact block: both offices with their maps, and the message form. */
export const contactBlockText = {
  title: 'Get in Touch',
  intro:
    'Tell us about your project. Our offices in Rawalpindi and Chakdara answer every message within one business day.',
  officesLabel: 'Our offices',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  mapLink: 'Open in Google Maps',
  /** Accessible name of the map link: its text, then which office, then where it opens. */
  mapLinkLabel: (officeName: string, city: string) =>
    `Open in Google Maps: ${officeName}, ${city} (opens in a new tab)`,
  /** The map frame's title, e.g. "Map of our Main office in Rawalpindi". */
  mapTitle: (officeName: string, city: string) => `Map of our ${officeName.toLowerCase()} in ${city}`,
  /** Height of each embedded map, in px. */
  mapHeight: 300,
  formTitle: 'Send us a message',
  formIntro: 'Share a few details and the right person on our team will get back to you.',
} as const;

/** Facts about the company shown by several apps (footer, contact page, home contact block). */
export interface Office {
  name: string;
  city: string;
  address: string;
  email: string;
  phone: string;
  /** Map search query for the address. */
  mapQuery: string;
}

export const company = {
  name: 'CodeCrush',
  email: 'info@codecrush.tech',
  phone: '+92 51 8435 900',
  hours: 'Mon-Fri 8am to 5pm',
  offices: [
    {
      name: 'Main office',
      city: 'Rawalpindi',
      address: 'Office 12, Software Technology Park, Saddar, Rawalpindi, Punjab, Pakistan',
      email: 'info@codecrush.tech',
      phone: '+92 51 8435 900',
      mapQuery: 'Saddar, Rawalpindi, Punjab, Pakistan',
    },
    {
      name: 'Regional office',
      city: 'Chakdara',
      address: 'Main Bazar Road, Chakdara, Lower Dir, Khyber Pakhtunkhwa, Pakistan',
      email: 'chakdara@codecrush.tech',
      phone: '+92 945 761 200',
      mapQuery: 'Chakdara, Lower Dir, Khyber Pakhtunkhwa, Pakistan',
    },
  ],
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/codecrush' },
    { label: 'Instagram', href: 'https://www.instagram.com/codecrush' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/codecrush' },
    { label: 'X', href: 'https://x.com/codecrush' },
  ],
  copyright: '© 2026 CodeCrush. All rights reserved.',
} as const satisfies {
  name: string;
  email: string;
  phone: string;
  hours: string;
  offices: readonly Office[];
  social: readonly { label: string; href: string }[];
  copyright: string;
};

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
export const mapsHref = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

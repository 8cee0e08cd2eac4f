export type { FieldCopy } from '@codecrush/ui/form';

/** A choice of a select: what is sent and what the visitor reads are the same text. */
export type Choice = string;

/** Icons the contact cards can show (mapped to lucide icons in the component). */
export type ContactIcon = 'mail' | 'mapPin' | 'phone';

/** One card of the contact page: a way to reach the company. */
export interface ContactChannel {
  id: 'email' | 'office' | 'phone';
  icon: ContactIcon;
  title: string;
  text: string;
  /** What the link reads, and where it goes (`mailto:`, a maps search, `tel:`). */
  linkLabel: string;
  href: string;
  /** Shown under the link (e.g. the office hours). */
  note?: string;
  /** Opens in a new tab (external maps). */
  external?: boolean;
}

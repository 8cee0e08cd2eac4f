import { paths } from '@codecrush/contracts';
import type { PageIntro } from '@codecrush/ui';

/** What a sent page says and where it leads next. */
export type SentPageCopy = PageIntro & {
  /** The short text under the banner. */
  text: string;
  links: ReadonlyArray<{ label: string; to: string }>;
};

/**
 * The pages a form posted without scripts lands on once the API has stored it (the same words as
 * the toast the script shows). They are served, fixed pages: nothing about the sender is shown.
 */
export const sentPages = {
  messageSent: {
    title: 'Message Sent Successfully',
    subtitle: 'Thank you for contacting CodeCrush.',
    text: 'We have your message and answer every message within one business day.',
    links: [
      { label: 'Back to the home page', to: paths.home },
      { label: 'See our projects', to: paths.projects },
    ],
  },
  applicationSent: {
    title: 'Application sent successfully!',
    subtitle: 'Thank you for applying to CodeCrush.',
    text: 'We have your application; our team reviews every application and will contact you about the next steps.',
    links: [
      { label: 'Back to careers', to: paths.careers },
      { label: 'Back to the home page', to: paths.home },
    ],
  },
} as const satisfies Record<'messageSent' | 'applicationSent', SentPageCopy>;

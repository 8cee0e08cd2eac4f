import { Banner, SkeletonBlock, usePageMeta } from '@codecrush/ui';
import { RemoteRoot, island } from '@codecrush/composition';
import { pageIntros } from '../content/pageIntros';
import { remote } from '../remote';
import { ContactChannelsSection } from '../sections/ContactChannelsSection';

/** The form as an island: its fields are served; its code comes once the browser is idle after the load, or at first use. */
const ContactPageFormSection = island(
  'contact-page-form',
  () => import('../sections/ContactPageFormSection').then((module) => module.ContactPageFormSection),
  { fallback: <SkeletonBlock height="32rem" aria-hidden="true" />, idleWhenInView: true },
);

const intro = pageIntros.contact;

/** /contact: banner, the three ways to reach us, the contact form. */
export default function ContactPage() {
  usePageMeta({ description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <ContactChannelsSection />
      <ContactPageFormSection />
    </RemoteRoot>
  );
}

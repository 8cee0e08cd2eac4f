import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { pageIntros } from '../content/pageIntros';
import { remote } from '../remote';
import { ContactChannelsSection } from '../sections/ContactChannelsSection';
import { ContactPageFormSection } from '../sections/ContactPageFormSection';

const intro = pageIntros.contact;

/** /contact: banner, the three ways to reach us, the contact form. */
export default function ContactPage() {
  usePageMeta({ title: intro.metaTitle, description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <ContactChannelsSection />
      <ContactPageFormSection />
    </RemoteRoot>
  );
}

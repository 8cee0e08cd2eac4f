import { RemoteRoot } from '@codecrush/composition';
import { remote } from '../remote';
import { HomeContactSection } from '../sections/HomeContactSection';

/** Home-page fragment: both offices with their maps and the home message form. */
export default function ContactForm() {
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <HomeContactSection />
    </RemoteRoot>
  );
}

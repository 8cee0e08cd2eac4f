import { usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { sentPages } from '../content/sentPages';
import { remote } from '../remote';
import { SentSection } from '../sections/SentSection';

const copy = sentPages.messageSent;

/** /message-sent: where a form posted without scripts lands once it is stored (kept out of search results). */
export default function MessageSentPage() {
  usePageMeta({ description: copy.subtitle, noindex: true });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <SentSection copy={copy} />
    </RemoteRoot>
  );
}

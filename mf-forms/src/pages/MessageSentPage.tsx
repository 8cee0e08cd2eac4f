import { RemoteRoot, usePageMeta } from '@codecrush/ui';
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

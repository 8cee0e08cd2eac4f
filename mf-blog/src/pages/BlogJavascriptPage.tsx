import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { remote } from '../remote';

const intro = { title: 'JavaScript', subtitle: 'Articles on JavaScript and modern software development.' } as const;

export default function BlogJavascriptPage() {
  usePageMeta({ title: intro.title, description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
    </RemoteRoot>
  );
}

import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { remote } from '../remote';

const intro = { title: 'Blog', subtitle: 'An article from the CodeCrush blog.' } as const;

export default function BlogPostPage() {
  usePageMeta({ title: intro.title, description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
    </RemoteRoot>
  );
}

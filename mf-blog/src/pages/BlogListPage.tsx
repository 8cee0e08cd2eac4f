import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { remote } from '../remote';

const intro = { title: 'Blog', subtitle: 'Insights on software development, design, product and leadership from the CodeCrush team.' } as const;

export default function BlogListPage() {
  usePageMeta({ title: intro.title, description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
    </RemoteRoot>
  );
}

import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { useParams } from '@codecrush/ui/router';
import { projectCards } from '../content/projectCards';
import { remote } from '../remote';

export default function ProjectPage() {
  const { id } = useParams();
  const project = projectCards.find((card) => card.id === id);
  const title = project?.title ?? 'Project not found';
  usePageMeta({ title });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={title} subtitle={project?.projectType ?? 'This project does not exist. See all our projects.'} />
    </RemoteRoot>
  );
}

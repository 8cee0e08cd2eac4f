import { paths } from '@codecrush/contracts';
import { renderStandalone } from '@codecrush/ui/standalone';
import ProjectsPage from './pages/ProjectsPage';
import ProjectPage from './pages/ProjectPage';
import FeaturedProjects from './pages/FeaturedProjects';

/** Standalone development page of this remote (the shell never loads this file). */
void renderStandalone('mf-portfolio', [
  { path: paths.projects, element: <ProjectsPage />, label: 'Projects' },
  { path: paths.project, element: <ProjectPage /> },
  { path: '/fragments/featured-projects', element: <FeaturedProjects />, label: 'Featured projects' },
]);

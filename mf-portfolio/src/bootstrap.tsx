import { renderStandalone } from '@codecrush/composition/standalone';
import ProjectsPage from './pages/ProjectsPage';
import ProjectPage from './pages/ProjectPage';
import FeaturedProjects from './pages/FeaturedProjects';

/**
 * Standalone development page of this remote (the shell never loads this file). Its routes come
 * from `@codecrush/contracts`; the compiler insists on exactly the modules the contract declares.
 */
void renderStandalone('portfolio', { ProjectsPage, ProjectPage, FeaturedProjects });

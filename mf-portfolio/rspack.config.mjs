import { createAppConfig } from '@codecrush/build-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  title: 'CodeCrush — Portfolio (dev)',
  // One module per page, plus the fragments other pages embed.
  exposes: {
    './ProjectsPage': './src/pages/ProjectsPage.tsx',
    './ProjectPage': './src/pages/ProjectPage.tsx',
    './FeaturedProjects': './src/pages/FeaturedProjects.tsx',
  },
});

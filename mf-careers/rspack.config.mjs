import { createAppConfig } from '@codecrush/build-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  title: 'CodeCrush — Careers (dev)',
  // One module per page.
  exposes: {
    './CareersPage': './src/pages/CareersPage.tsx',
    './JobApplyPage': './src/pages/JobApplyPage.tsx',
  },
});

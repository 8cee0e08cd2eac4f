import { createAppConfig } from '@codecrush/build-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  title: 'CodeCrush — Forms (dev)',
  // One module per page, plus the contact block the home page embeds.
  exposes: {
    './ContactPage': './src/pages/ContactPage.tsx',
    './RemoteResourcesPage': './src/pages/RemoteResourcesPage.tsx',
    './InternshipPage': './src/pages/InternshipPage.tsx',
    './ContactForm': './src/pages/ContactForm.tsx',
  },
});

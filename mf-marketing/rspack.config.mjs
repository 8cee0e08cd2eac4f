import { createAppConfig } from '@codecrush/build-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  title: 'CodeCrush — Marketing (dev)',
  // One module per page, plus the fragments other pages embed.
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './AboutPage': './src/pages/AboutPage.tsx',
    './ServicePage': './src/pages/ServicePage.tsx',
    './IndustryPage': './src/pages/IndustryPage.tsx',
    './ResearchPage': './src/pages/ResearchPage.tsx',
    './TeamPage': './src/pages/TeamPage.tsx',
    './GalleryPage': './src/pages/GalleryPage.tsx',
    './PrivacyPage': './src/pages/PrivacyPage.tsx',
    './TermsPage': './src/pages/TermsPage.tsx',
  },
});

import { createAppConfig } from '@codecrush/build-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  title: 'CodeCrush — Blog (dev)',
  // One module per page, plus the fragments other pages embed.
  exposes: {
    './BlogListPage': './src/pages/BlogListPage.tsx',
    './BlogJavascriptPage': './src/pages/BlogJavascriptPage.tsx',
    './BlogPostPage': './src/pages/BlogPostPage.tsx',
    './BlogTeaser': './src/pages/BlogTeaser.tsx',
  },
});

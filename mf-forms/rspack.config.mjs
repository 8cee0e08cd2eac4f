import { createAppConfig } from '@codecrush/build-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  title: 'CodeCrush — Forms (dev)',
});

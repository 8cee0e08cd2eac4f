import { createAppConfig } from '@codecrush/build-config';

/** The host: no remote URLs at build time — they come from /site-config.json at runtime. */
export default createAppConfig({ appDir: import.meta.dirname, title: 'CodeCrush', isHost: true });

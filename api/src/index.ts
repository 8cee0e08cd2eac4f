export { startServer, buildServer, type ApiServer, type RunningServer } from './server';
export { loadConfig, resolveConfig, type ApiConfig, type ApiConfigOverrides } from './config';

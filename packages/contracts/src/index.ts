export * from './routes';
export * from './remotes';
export * from './config';
export * from './api';
export * from './validation';
export * from './catalog';
export * from './company';
export * from './uploads';

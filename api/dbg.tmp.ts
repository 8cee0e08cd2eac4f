import fc from 'fast-check';
import { resolveConfig } from './src/config';
import { buildServer } from './src/server';
import { tempDir } from './test/helpers/api';
import { fuzzRequest } from './test/helpers/fuzz';
const server = await buildServer(resolveConfig({ dataDir: await tempDir(), logLevel: 'error', smtp: undefined, rateLimit: { max: 1e6 } }));
const requests = fc.sample(fuzzRequest, { numRuns: 10000, seed: 20_261_122 });
for (const r of requests) { const a = await server.app.inject(r); }
await server.close();

import { parseArgs } from 'node:util';
import { runGuard } from '../guard/runGuard';

const usage = `Usage: tsx api/src/telemetry/cli/guard.ts --app <remote> --new-build <id> [--previous-build <id>] [--same-minutes]

The deploy guard on its own process (npm run deploy -w <remote> -- --guard runs it): watches the new
build in the API's field data against the previous one (over the minutes just before, or with
--same-minutes, a canary's, over the minutes both serve), prints both builds' figures on stderr, and
writes the outcome as one JSON line on stdout: {"kind":"healthy"|"worse"|"too few views","reason":…}.`;

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      app: { type: 'string' },
      'new-build': { type: 'string' },
      'previous-build': { type: 'string' },
      'same-minutes': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help === true) {
    console.error(usage);
    return 0;
  }
  const app = values.app;
  const newBuild = values['new-build'];
  if (app === undefined || newBuild === undefined) {
    console.error(`--app and --new-build are required.\n\n${usage}`);
    return 2;
  }
  const outcome = await runGuard({
    app,
    newBuild,
    previousBuild: values['previous-build'],
    sameMinutes: values['same-minutes'] === true,
    log: (line) => console.error(line),
  });
  console.log(JSON.stringify({ kind: outcome.kind, reason: outcome.reason }));
  return 0;
};

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});

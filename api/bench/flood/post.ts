import http from 'node:http';

/** An answer's status code, or `error` when none came (refused, reset, timed out). */
export type Outcome = number | 'error';

/** How long a request may wait for its answer before it counts as an error. */
const answerTimeoutMs = 10_000;

/**
 * POSTs `body` to `url` (a path on `site`) over `agent` (its kept connections, its client address),
 * reads the answer to its end and calls `done` once with its status and the answer's body.
 */
export const post = (
  site: URL,
  path: string,
  agent: http.Agent,
  headers: http.OutgoingHttpHeaders,
  body: string,
  done: (outcome: Outcome, answer: string) => void,
): void => {
  let finished = false;
  const finish = (outcome: Outcome, answer: string) => {
    if (finished) return;
    finished = true;
    done(outcome, answer);
  };
  const request = http.request(
    {
      host: site.hostname,
      port: site.port,
      path,
      method: 'POST',
      agent,
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    },
    (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => finish(response.statusCode ?? 0, Buffer.concat(chunks).toString()));
      response.once('error', () => finish('error', ''));
    },
  );
  request.setTimeout(answerTimeoutMs, () => request.destroy(new Error('no answer in time')));
  request.once('error', () => finish('error', ''));
  request.end(body);
};

/** How many answers had each outcome (`204`, `429`, `error`, …). */
export type Tally = Record<string, number>;

export const count = (tally: Tally, outcome: Outcome): void => {
  const key = String(outcome);
  tally[key] = (tally[key] ?? 0) + 1;
};

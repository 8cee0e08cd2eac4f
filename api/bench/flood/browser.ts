import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { antiSpamFields, apiPaths, emailSubjects, type ContactMessage } from '@codecrush/contracts';
import { beaconBodies, beaconHeaders, beaconPath } from './beaconBody';
import { count, post, type Outcome, type Tally } from './post';

/** The browser's own address: apart from the flood's (127.0.1.x and up). */
const browserAddress = '127.0.0.2';

/** One form submission and its answer. */
export interface FormAnswer {
  /** The text that makes its message recognisable in the inbox (in its `message`). */
  token: string;
  outcome: Outcome;
  /** The answer's `message`, or its body when it is not JSON. */
  answer: string;
  latencyMs: number;
  /** When the answer arrived (epoch ms: the SMTP server's clock). */
  answeredAt: number;
}

export interface BrowserFigures {
  forms: FormAnswer[];
  /** The answers to its own page-view beacons. */
  beacons: Tally;
}

/** `flood-<tag>-<n>`: the `n`-th form's mark, found again in the delivered mail. */
const formToken = (tag: string, n: number): string => `flood-${tag}-${n}`;
export const formTokenPattern = /flood-[a-z0-9]+-\d+/g;

/** A contact message as the form posts it (packages/ui: the fields, then the spam traps' fields). */
const contactBody = (token: string): string => {
  const message: ContactMessage = {
    fullName: 'Flood Visitor',
    email: 'visitor@example.com',
    phone: '03001234567',
    message: `Sent during the proxy flood run (${token}).`,
    subject: emailSubjects.contact,
  };
  // The form was shown 15 s ago: a person, not a bot, by the API's minimum fill time.
  return JSON.stringify({
    ...message,
    [antiSpamFields.honeypot]: '',
    [antiSpamFields.startedAt]: String(Date.now() - 15_000),
  });
};

const messageOf = (body: string): string => {
  try {
    const parsed: unknown = JSON.parse(body);
    const message: unknown = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'message') : undefined;
    return typeof message === 'string' ? message : body;
  } catch {
    return body;
  }
};

/**
 * A visitor's browser on one address for `seconds`: each second a page view (its beacon, as the
 * shell sends it) and a contact form submitted the way `packages/ui` sends it (JSON, the site's
 * Origin, a new `Idempotency-Key`), each form with a unique mark. Resolves once every answer is in.
 */
export const runBrowser = async (spec: {
  site: string;
  origin: string;
  tag: string;
  seconds: number;
  /** The API instances' FORM_TOKEN_SECRET (the beacons' tickets). */
  ticketSecret: string;
}): Promise<BrowserFigures> => {
  const site = new URL(spec.site);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6, localAddress: browserAddress });
  const beaconOf = beaconBodies(`${spec.tag}b`, spec.ticketSecret);
  const beacons: Tally = {};
  const formHeaders = { 'content-type': 'application/json', origin: spec.origin };
  const started = performance.now();
  const submit = (n: number) =>
    new Promise<FormAnswer>((resolve) => {
      const token = formToken(spec.tag, n);
      const sentAt = performance.now();
      const headers = { ...formHeaders, 'idempotency-key': randomUUID() };
      post(site, `/api${apiPaths.sendEmail}`, agent, headers, contactBody(token), (outcome, body) =>
        resolve({
          token,
          outcome,
          answer: messageOf(body),
          latencyMs: performance.now() - sentAt,
          answeredAt: Date.now(),
        }),
      );
    });
  const pageViews: Promise<void>[] = [];
  const forms: Promise<FormAnswer>[] = [];
  for (let n = 1; n <= spec.seconds; n += 1) {
    pageViews.push(
      new Promise((resolve) =>
        post(site, beaconPath, agent, beaconHeaders(spec.origin), beaconOf(), (outcome) => {
          count(beacons, outcome);
          resolve();
        }),
      ),
    );
    forms.push(submit(n));
    const next = started + n * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  const answers = await Promise.all(forms);
  await Promise.all(pageViews);
  agent.destroy();
  return { forms: answers, beacons };
};

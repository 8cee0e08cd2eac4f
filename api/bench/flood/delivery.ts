import type { ReceivedMail, TestSmtpServer } from '../../test/helpers/smtp';
import { waitFor } from '../../test/helpers/wait';
import { percentile } from '../stats';
import { formTokenPattern, type FormAnswer } from './browser';

/** What reached the inbox, against what the forms were told. */
export interface DeliveryFigures {
  /** Forms answered 2xx: each must arrive exactly once. */
  expected: number;
  /** Of those, how many arrived (at least once). */
  delivered: number;
  /** Marks of accepted forms that never arrived within the wait. */
  missing: string[];
  /** Marks that arrived more than once, with how many times. */
  twice: { token: string; times: number; messageIds: number }[];
  /** Marks that arrived although their form was not answered 2xx (stored, but the visitor was told otherwise). */
  unannounced: string[];
  /** Answer → SMTP server received, ms, over the first delivery of each accepted form. */
  lag: { p50: number; p99: number; max: number };
}

/** How long the relay may take to deliver every accepted form once the run ended. */
const deliveryWaitMs = 60_000;

const tokensOf = (mail: ReceivedMail): string[] => [...new Set(mail.raw.match(formTokenPattern) ?? [])];

const deliveriesByToken = (accepted: readonly ReceivedMail[]): Map<string, ReceivedMail[]> => {
  const byToken = new Map<string, ReceivedMail[]>();
  for (const mail of accepted)
    for (const token of tokensOf(mail)) byToken.set(token, [...(byToken.get(token) ?? []), mail]);
  return byToken;
};

export const isAccepted = (form: FormAnswer): boolean =>
  typeof form.outcome === 'number' && form.outcome >= 200 && form.outcome < 300;

/**
 * Waits (at most `waitMs`) until every form answered 2xx arrived at the SMTP server, then counts
 * what arrived: missing, twice (by the form's mark; with how many Message-IDs: one = the relay
 * sent a message again, two = it was stored twice), unannounced, and the relay's lag.
 */
export const checkDeliveries = async (
  smtp: TestSmtpServer,
  forms: readonly FormAnswer[],
  waitMs = deliveryWaitMs,
): Promise<DeliveryFigures> => {
  const accepted = forms.filter(isAccepted);
  const arrived = () => new Set(smtp.accepted.flatMap(tokensOf));
  await waitFor(
    () => accepted.every(({ token }) => arrived().has(token)),
    'every accepted form delivered',
    waitMs,
  ).catch(() => undefined);
  const byToken = deliveriesByToken(smtp.accepted);
  const lags = accepted
    .flatMap(({ token, answeredAt }) => {
      const first = byToken.get(token)?.[0];
      return first === undefined ? [] : [first.receivedAt - answeredAt];
    })
    .sort((a, b) => a - b);
  const acceptedTokens = new Set(accepted.map(({ token }) => token));
  return {
    expected: accepted.length,
    delivered: accepted.filter(({ token }) => byToken.has(token)).length,
    missing: accepted.filter(({ token }) => !byToken.has(token)).map(({ token }) => token),
    twice: [...byToken]
      .filter(([, mails]) => mails.length > 1)
      .map(([token, mails]) => ({
        token,
        times: mails.length,
        messageIds: new Set(mails.map(({ messageId }) => messageId)).size,
      })),
    unannounced: [...byToken.keys()].filter((token) => !acceptedTokens.has(token)),
    lag: { p50: percentile(lags, 50), p99: percentile(lags, 99), max: lags.at(-1) ?? Number.NaN },
  };
};

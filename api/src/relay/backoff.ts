import type { RelayConfig } from '../config';

/**
 * Delay before the next attempt after `attempts` failed ones: base · 2^(attempts−1), capped,
 * with ±20 % jitter so a burst of messages that failed together does not retry together.
 */
export const retryDelay = (
  attempts: number,
  relay: Pick<RelayConfig, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number = Math.random,
): number => {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(relay.baseDelayMs * 2 ** exponent, relay.maxDelayMs);
  return Math.round(delay * (0.8 + 0.4 * random()));
};

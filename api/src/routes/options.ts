import type { onRequestAsyncHookHandler } from 'fastify';

/** What the submission routes share: body and upload limits and one per-IP rate limiter. */
export interface SubmissionRouteOptions {
  bodyLimit: number;
  maxFileBytes: number;
  /** One limiter for all submission routes, so the limit counts submissions of any form. */
  rateLimiter: onRequestAsyncHookHandler;
}

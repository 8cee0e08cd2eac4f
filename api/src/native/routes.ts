import { antiSpamFields, nativeFormPath } from '@codecrush/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, retryAfterOf } from '../http/errors';
import type { IntakeDeps } from '../intake/accept';
import { isLikelyBot } from '../intake/antiSpam';
import type { SubmissionRouteOptions } from '../routes/options';
import { checkFormToken, type TokenRules } from './formTokenCheck';
import { nativeForms, type NativeForm } from './nativeForms';
import { UrlEncodedBody, readNativePost } from './nativePost';
import { sendProblemsPage } from './problemsPage';
import { acceptOnce } from './singleUse';

export interface NativeFormOptions {
  tokens: Omit<TokenRules, 'minFillMs'>;
  /** The site's origins (the CORS allow-list): a redirect goes back to the one the form was on. */
  siteOrigins: readonly string[];
}

const notSentHeading = 'Your message was not sent';
export const expiredFormMessage =
  'This form has expired or could not be checked. Reload the page, fill the form in again and send it.';
export const spentFormMessage =
  'This form was already sent with a different message. To send another one, reload the page, fill the form in again and send it.';
const genericMessage = 'Something went wrong, please try again later';
const unavailableMessage =
  'Your message could not be taken just now and nothing was stored. Go back and send the form again in a few seconds.';

/** The site origin the form was posted from (allow-listed), else the first of the allow-list. */
const siteOriginOf = (request: FastifyRequest, origins: readonly string[]): string => {
  const candidates = [request.headers.origin, request.headers.referer].map((url) => {
    try {
      return url === undefined ? undefined : new URL(url).origin;
    } catch {
      return undefined;
    }
  });
  return candidates.find((origin) => origin !== undefined && origins.includes(origin)) ?? origins[0] ?? '';
};

const statusOf = (error: FastifyError): number => {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

/** Errors of a native post (limits, refusals, the intake's own checks) as the problems page. */
const problemsPageFor =
  (formOf: (request: FastifyRequest) => NativeForm | undefined, origins: readonly string[]) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: status, code: error.code }, 'native form refused');
    const fieldMessages = error instanceof HttpError && error.errors ? Object.values(error.errors) : [];
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    const server = retryAfter === undefined ? genericMessage : unavailableMessage;
    const problems = status >= 500 ? [server] : fieldMessages.length > 0 ? fieldMessages : [error.message];
    const form = formOf(request);
    return sendProblemsPage(reply, status, {
      heading: notSentHeading,
      problems: problems.filter((problem): problem is string => typeof problem === 'string'),
      backUrl: `${siteOriginOf(request, origins)}${form?.formPage ?? '/'}`,
    });
  };

/**
 * `POST /forms/<id>`: every form of the site posted by the browser itself (no script ran):
 * urlencoded, or multipart with its file. The spam traps (honeypot, the signed token's minimum fill
 * time), the token's form and age, the form's own rules, then the fetch path's intake and outbox,
 * once per token (./singleUse.ts). A sent (or spam-trapped) form is answered with a 303 to the
 * site's prerendered sent page; a refused one with a page listing its problems in the form's own
 * messages. Nothing the visitor typed goes into a URL.
 */
export const registerNativeFormRoutes = async (
  app: FastifyInstance,
  deps: IntakeDeps,
  options: SubmissionRouteOptions,
  native: NativeFormOptions,
): Promise<void> => {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, new UrlEncodedBody(new URLSearchParams(String(body)))),
    );
    const byPath = new Map(nativeForms.map((form) => [nativeFormPath(form.id), form]));
    scope.setErrorHandler(problemsPageFor((request) => byPath.get(request.routeOptions.url ?? ''), native.siteOrigins));
    const rules: TokenRules = { ...native.tokens, minFillMs: deps.minFillMs };

    for (const form of nativeForms) {
      scope.post(
        nativeFormPath(form.id),
        { bodyLimit: options.bodyLimit, onRequest: options.rateLimiter },
        async (request, reply) => {
          const post = await readNativePost(request, form.fileField, options.maxFileBytes);
          const site = siteOriginOf(request, native.siteOrigins);
          const sent = `${site}${form.sentPage}`;
          const refuse = (status: number, problems: readonly string[]) =>
            sendProblemsPage(reply, status, { heading: notSentHeading, problems, backUrl: `${site}${form.formPage}` });

          if (isLikelyBot({ [antiSpamFields.honeypot]: post.fields.get(antiSpamFields.honeypot) }, deps.minFillMs)) {
            request.log.info({ form: form.id }, 'spam trap tripped, message dropped');
            return reply.redirect(sent, 303);
          }
          const token = post.fields.get(antiSpamFields.formToken) ?? '';
          const verdict = checkFormToken(token, form.id, rules);
          if (verdict === 'tooFast') {
            request.log.info({ form: form.id }, 'form sent faster than the minimum fill time, message dropped');
            return reply.redirect(sent, 303);
          }
          if (verdict !== 'ok') {
            request.log.info({ form: form.id, token: verdict }, 'form token refused');
            return refuse(400, [expiredFormMessage]);
          }
          const problems = Object.values(form.problems(post)).filter((m): m is string => typeof m === 'string');
          if (problems.length > 0) return refuse(400, problems);

          const use = await acceptOnce(deps, form, token, post);
          if (use === 'spent') {
            request.log.info({ form: form.id }, 'form token already spent on another message, nothing stored');
            return refuse(409, [spentFormMessage]);
          }
          if (use === 'repeated') request.log.info({ form: form.id }, 'double submit of a native form, nothing stored');
          return reply.redirect(sent, 303);
        },
      );
    }
  });
};

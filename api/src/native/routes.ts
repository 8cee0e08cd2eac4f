import { antiSpamFields, nativeFormPath } from '@codecrush/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { askToRetryLater, genericErrorMessage, statusOf } from '../http/errors';
import type { IntakeDeps } from '../intake/accept';
import { droppedAsSpam } from '../intake/antiSpam';
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
const expiredFormMessage =
  'This form has expired or could not be checked. Reload the page, fill the form in again and send it.';
const spentFormMessage =
  'This form was already sent with a different message. To send another one, reload the page, fill the form in again and send it.';
const unavailableMessage =
  'Your message could not be taken just now and nothing was stored. Go back and send the form again in a few seconds.';

/** The origin of a header's URL, or undefined when there is none or it is not a URL ("undefined" is none). */
const originOf = (url: string | undefined): string | undefined =>
  URL.canParse(String(url)) ? new URL(String(url)).origin : undefined;

/** The site origin the form was posted from (allow-listed), else the first of the allow-list. */
const siteOriginOf = (request: FastifyRequest, origins: readonly string[]): string =>
  [originOf(request.headers.origin), originOf(request.headers.referer)].find(
    (origin) => origin !== undefined && origins.includes(origin),
  ) ??
  origins[0] ??
  '';

/** Answers a post of `form` with the page of its problems, linking back to the form on the site it came from. */
const refusePost =
  (request: FastifyRequest, reply: FastifyReply, form: NativeForm, origins: readonly string[]) =>
  (status: number, problems: readonly string[]): FastifyReply =>
    sendProblemsPage(reply, status, {
      heading: notSentHeading,
      problems,
      backUrl: `${siteOriginOf(request, origins)}${form.formPage}`,
    });

/**
 * Any error of a post of `form` (limits, the origin guard, the rate limit, the intake's own checks):
 * the problems page, with the error's message when it is the visitor's to act on (4xx).
 */
const problemsPageFor =
  (form: NativeForm, origins: readonly string[]) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: status, code: error.code }, 'native form refused');
    const retryLater = askToRetryLater(reply, error);
    const problem = status < 500 ? error.message : retryLater ? unavailableMessage : genericErrorMessage;
    return refusePost(request, reply, form, origins)(status, [problem]);
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
    const rules: TokenRules = { ...native.tokens, minFillMs: deps.minFillMs };

    for (const form of nativeForms) {
      scope.post(
        nativeFormPath(form.id),
        {
          bodyLimit: options.bodyLimit,
          onRequest: options.rateLimiter,
          // Every error of this route, its hooks and its body parsers included, answers the problems page.
          errorHandler: problemsPageFor(form, native.siteOrigins),
        },
        async (request, reply) => {
          const post = await readNativePost(request, form.fileField, options.maxFileBytes);
          const site = siteOriginOf(request, native.siteOrigins);
          const sent = `${site}${form.sentPage}`;
          const refuse = refusePost(request, reply, form, native.siteOrigins);

          const honeypot = { [antiSpamFields.honeypot]: post.fields.get(antiSpamFields.honeypot) };
          if (droppedAsSpam(request.log, form.id, honeypot, deps.minFillMs)) return reply.redirect(sent, 303);
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
          const problems = Object.values(form.problems(post)).filter((problem) => problem !== undefined);
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

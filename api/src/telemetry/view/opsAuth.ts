import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesSecret } from '../../http/secrets';

/** The token a request presents: `Authorization: Bearer <token>`, or Basic with any user and the token as password. */
function presentedToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const [scheme, value = ''] = header.split(' ', 2);
  // Stryker disable next-line OptionalChaining: split returns at least one element (the check is for the type)
  if (scheme?.toLowerCase() === 'bearer') return value;
  // Stryker disable next-line OptionalChaining: as above
  if (scheme?.toLowerCase() !== 'basic') return undefined;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}

/** Every team-view route answers 401 (and nothing else) unless the request carries OPS_TOKEN. */
export const requireOpsToken =
  (token: string) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const presented = presentedToken(request.headers.authorization);
    if (presented !== undefined && matchesSecret(presented, token)) return;
    await reply
      .code(401)
      .header('WWW-Authenticate', 'Basic realm="CodeCrush release health", charset="UTF-8"')
      .header('Cache-Control', 'no-store')
      .send({ message: 'The release health view needs the ops token' });
  };

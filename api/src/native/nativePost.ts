import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/errors';
import { checkFieldName, readMultipartSubmission, type UploadedFile } from '../intake/submission';

/** A form as the browser posted it: its text fields by name, and at most one file. */
export interface NativePost {
  fields: ReadonlyMap<string, string>;
  file: UploadedFile | undefined;
}

/** What the urlencoded parser of the native routes hands over: the body's name/value pairs. */
export class UrlEncodedBody {
  constructor(readonly params: URLSearchParams) {}
}

const fromUrlEncoded = ({ params }: UrlEncodedBody): NativePost => {
  const fields = new Map<string, string>();
  for (const [name, value] of params) {
    checkFieldName(name);
    if (fields.has(name)) throw badRequest('Each field may be sent only once');
    fields.set(name, value);
  }
  return { fields, file: undefined };
};

/**
 * Reads a natively posted form: `application/x-www-form-urlencoded`, or `multipart/form-data`
 * with the file in `fileField` (an empty file input sends no file). Anything else is a 415.
 */
export const readNativePost = async (
  request: FastifyRequest,
  fileField: string | undefined,
  maxFileBytes: number,
): Promise<NativePost> => {
  if (request.body instanceof UrlEncodedBody) return fromUrlEncoded(request.body);
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as a browser does (urlencoded or multipart)');
  // A form without a file input names no file field: any file part is then unexpected.
  // Stryker disable next-line StringLiteral: no browser posts a file input without a name, so no part is named "" or this text
  const { fields, file } = await readMultipartSubmission(request, maxFileBytes, fileField ?? '');
  const texts = new Map<string, string>();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value !== 'string') throw badRequest(`Invalid value for ${name}`);
    texts.set(name, value);
  }
  return { fields: texts, file };
};

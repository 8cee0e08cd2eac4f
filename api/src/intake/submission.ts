import type { FastifyRequest } from 'fastify';
import { uploadMessages } from '@codecrush/contracts';
import { HttpError, badRequest } from '../http/errors';

export interface UploadedFile {
  filename: string;
  content: Buffer;
}

/** A request body reduced to its fields and at most one file, whatever its encoding. */
export interface Submission {
  fields: Readonly<Record<string, unknown>>;
  file: UploadedFile | undefined;
}

const fileFieldName = 'file';

/** Longest field name of a form post, in bytes (also the multipart parser's `fieldNameSize`). */
export const maxFieldNameBytes = 100;

/**
 * Refuses a field name over `maxFieldNameBytes`: the multipart parser takes the limit as an option
 * but does not enforce it, and the urlencoded one has none.
 */
export const checkFieldName = (name: string): void => {
  if (Buffer.byteLength(name) > maxFieldNameBytes) {
    throw badRequest(`A field name is longer than ${maxFieldNameBytes} bytes`);
  }
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON body: must be an object. */
export const readJsonSubmission = (body: unknown): Submission => {
  if (!isPlainObject(body)) throw badRequest('Request body must be a JSON object');
  return { fields: body, file: undefined };
};

/** The parser's limits and refusals (fastify-multipart error codes), as messages a visitor can act on. */
const multipartErrors = new Map<string, (maxFileBytes: number) => HttpError>([
  ['FST_REQ_FILE_TOO_LARGE', (max) => new HttpError(413, uploadMessages.tooLarge(max))],
  ['FST_FILES_LIMIT', () => new HttpError(413, 'Only one file may be uploaded')],
  ['FST_FIELDS_LIMIT', () => new HttpError(413, 'Too many fields')],
  ['FST_PARTS_LIMIT', () => new HttpError(413, 'Too many fields')],
  ['FST_PROTO_VIOLATION', () => badRequest('Invalid field name')],
  ['FST_INVALID_JSON_FIELD_ERROR', () => badRequest('Invalid field value')],
]);

/** The `code` of a parser's error ('undefined' when it has none). */
// Stryker disable next-line ConditionalExpression: the parser and busboy throw Error objects only
const codeOf = (error: unknown): string => String(error instanceof Error ? Reflect.get(error, 'code') : undefined);

/**
 * Errors met while reading a multipart body are the client's: limits become 413 with a readable
 * message, anything else the parser could not understand (bad boundary, truncated body, a request
 * closed half-way) 400.
 */
const toClientError = (error: unknown, maxFileBytes: number): HttpError => {
  if (error instanceof HttpError) return error;
  return multipartErrors.get(codeOf(error))?.(maxFileBytes) ?? badRequest('Malformed multipart body');
};

/**
 * A multipart body: text fields and one optional file in the field `fileField` (`file` on the
 * fetch path; a form posted without scripts names it as its file input). Limits (file size,
 * file count, field count and size) are enforced while streaming and answered with 413; a field
 * name over `maxFieldNameBytes` with 400.
 */
export const readMultipartSubmission = async (
  request: FastifyRequest,
  maxFileBytes: number,
  fileField = fileFieldName,
): Promise<Submission> => {
  const fields = new Map<string, unknown>();
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        checkFieldName(part.fieldname);
        if (part.fieldname !== fileField) throw badRequest('Unexpected file field');
        // busboy leaves the name undefined when the part's header has an empty one
        const filename: unknown = part.filename;
        const name = typeof filename === 'string' ? filename : '';
        if (name === '' && content.length === 0) continue; // no file chosen
        // Stryker disable next-line ConditionalExpression,StringLiteral: the parser's limit of one file refuses a second before it gets here; this line holds if that limit is raised
        if (file !== undefined) throw new HttpError(413, 'Only one file may be uploaded');
        file = { filename: name, content };
      } else {
        checkFieldName(part.fieldname);
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, 'A field is too long');
        if (fields.has(part.fieldname)) throw badRequest('Each field may be sent only once');
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw toClientError(error, maxFileBytes);
  }
  return { fields: Object.fromEntries(fields), file };
};

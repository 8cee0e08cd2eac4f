import { apiPaths, emailSubjects, nativeFormPath } from '@codecrush/contracts';
import fc from 'fast-check';
import { elfBytes, pngBytes, svgBytes } from './files';
import { nativeFuzzRequest } from './nativeFuzz';
import { validContact, validInternship, validJob } from './payloads';
import { remoteOrigin, shellOrigin } from './ports';

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

const knownFields = [
  'fullName',
  'email',
  'phone',
  'message',
  'subject',
  'address',
  'education',
  'speciality',
  'experience',
  'interest',
  'website',
  'formStartedAt',
  'file',
  '__proto__',
  'constructor',
  'toString',
];

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', 'a@b', 'x@y.co', '03001234567', '+923001234567', 'Query Message', 'Job Application'),
  fc.string({ maxLength: 20 }).map((s) => s.repeat(500)),
);
const subject = fc.oneof(fc.constantFrom(...Object.values(emailSubjects)), text);
const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...knownFields) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const jsonScalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const jsonField = fc.oneof(
  { weight: 5, arbitrary: jsonScalar },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const startedAt = fc.oneof(
  fc.constant(undefined),
  fc.constant(0),
  fc.integer({ min: -1e6, max: 1e6 }).map((d) => Date.now() - 60_000 + d),
);

const fields = <T>(value: fc.Arbitrary<T>) =>
  fc
    .record({
      record: fc.dictionary(fieldName, value, { maxKeys: 12 }),
      subject: fc.option(subject, { freq: 5 }),
      started: startedAt,
    })
    .map(({ record, subject: subjectValue, started }) => ({
      ...record,
      ...(subjectValue === null ? {} : { subject: subjectValue }),
      ...(started === undefined ? {} : { formStartedAt: started }),
    }));

const bytes = fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 200 }).map((values) => Buffer.from(values));
const fileContent = fc.oneof(
  bytes,
  fc.constant(pngBytes()),
  fc.constant(elfBytes()),
  fc.constant(svgBytes()),
  bytes.map((tail) => Buffer.concat([pngBytes(), tail])),
);
const fileName = fc.oneof(
  fc.constantFrom('a.png', 'a.jpg', 'a.svg', 'a.pdf', 'a.exe', 'noext', '', '../../etc/passwd.png', 'a.PNG', '.png'),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const jsonBody = fc.oneof(
  fields(jsonField).map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"subject":',
    'null',
    '[]',
    '""',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
);

/** A valid form with one field replaced, removed or left alone (reaches validation and storage). */
const mutatedForm = fc
  .record({
    form: fc.constantFrom<Record<string, unknown>>(validContact(), validJob(), validInternship()),
    field: fieldName,
    value: fc.option(jsonField, { freq: 4 }),
    old: fc.boolean(),
  })
  .map(({ form, field, value, old }) => {
    const copy: Record<string, unknown> = { ...form, ...(old ? { formStartedAt: Date.now() - 60_000 } : {}) };
    if (value === null) delete copy[field];
    else copy[field] = value;
    return copy;
  });

const multipartBody = fc
  .record({
    boundary: fc.constantFrom('fuzzBoundary', 'fuzzBoundary', 'fuzzBoundary', 'other', ''),
    values: fc.oneof(fields(text), mutatedForm),
    file: fc.option(
      fc.record({ field: fc.constantFrom('file', 'file', 'resume'), name: fileName, content: fileContent }),
    ),
    cut: fc.oneof(
      { weight: 7, arbitrary: fc.constant(null) },
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 400 }) },
    ),
    closing: fc.constantFrom(true, true, true, false),
  })
  .map(({ boundary, values, file, cut, closing }) => {
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries(values)) {
      chunks.push(
        Buffer.from(`--fuzzBoundary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
      );
    }
    if (file) {
      chunks.push(
        Buffer.from(
          `--fuzzBoundary\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file.content,
        Buffer.from('\r\n'),
      );
    }
    if (closing) chunks.push(Buffer.from('--fuzzBoundary--\r\n'));
    const body = Buffer.concat(chunks);
    return {
      contentType: boundary === '' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`,
      payload: cut === null ? body : body.subarray(0, Math.max(0, body.length - cut)),
    };
  });

const emailjsBody = fc
  .record({
    service_id: fc.option(jsonScalar),
    template_id: fc.option(jsonScalar),
    user_id: fc.option(jsonScalar),
    template_params: fc.oneof(fields(jsonField), jsonField),
  })
  .map((value) => JSON.stringify(value));

const origin = fc.constantFrom(undefined, shellOrigin(), 'http://evil.example', 'null', remoteOrigin());

const withOrigin = (headers: Record<string, string>, value: string | undefined): Record<string, string> =>
  value === undefined ? headers : { ...headers, origin: value };

/** Malformed (and some well-formed) requests to every route of the API. */
export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  nativeFuzzRequest,
  fc.tuple(mutatedForm, origin).map(([form, o]) => ({
    method: 'POST' as const,
    url: apiPaths.sendEmail,
    headers: withOrigin({ 'content-type': 'application/json' }, o),
    payload: JSON.stringify(form),
  })),
  fc.tuple(jsonBody, origin).map(([payload, o]) => ({
    method: 'POST' as const,
    url: apiPaths.sendEmail,
    headers: withOrigin({ 'content-type': 'application/json' }, o),
    payload,
  })),
  fc.tuple(multipartBody, origin).map(([body, o]) => ({
    method: 'POST' as const,
    url: apiPaths.sendEmail,
    headers: withOrigin({ 'content-type': body.contentType }, o),
    payload: body.payload,
  })),
  fc.tuple(emailjsBody, origin).map(([payload, o]) => ({
    method: 'POST' as const,
    url: apiPaths.emailjsSend,
    headers: withOrigin({ 'content-type': 'application/json' }, o),
    payload,
  })),
  fc
    .record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      url: fc.oneof(
        fc.constantFrom(apiPaths.sendEmail, apiPaths.emailjsSend, apiPaths.health, nativeFormPath('contact-page')),
        fc.webPath(),
      ),
      query: fc.option(fc.webQueryParameters()),
      contentType: fc.option(
        fc.oneof(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
            'multipart/mixed',
          ),
          fc.string({ maxLength: 30 }),
        ),
      ),
      payload: fc.option(fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), bytes)),
    })
    .map(({ method, url, query, contentType, payload }): FuzzRequest => ({
      method,
      url: `${url.startsWith('/') ? url : `/${url}`}${query === null ? '' : `?${query}`}`,
      headers: contentType === null ? {} : ({ 'content-type': contentType } satisfies Record<string, string>),
      payload: payload === null || method === 'GET' || method === 'OPTIONS' ? undefined : payload,
    })),
);

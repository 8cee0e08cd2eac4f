import { nativeFormIds, nativeFormPath } from '@codecrush/contracts';
import fc from 'fast-check';
import { elfBytes, pdfBytes, pngBytes } from './files';
import { servedToken, siteOrigin, validNativeFields } from './native';

/** The shape of the fuzz run's requests (./fuzz.ts). */
interface NativeFuzzRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer;
}

const value = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', 'a@b', 'on', '0300-1234567', 'Other (please specify)'),
  fc.string({ maxLength: 20 }).map((s) => s.repeat(400)),
);
const fieldName = fc.oneof(
  fc.constantFrom(
    'fullName',
    'firstName',
    'email',
    'phone',
    'phoneNumber',
    'message',
    'website',
    'formToken',
    'privacyAgreement',
    'expertise.0.nameOfExpertise',
    'expertise.7.otherExpertise',
    'expertise.99.durationOfHire',
    'resume',
    'cv',
    '__proto__',
  ),
  fc.string({ maxLength: 12 }),
);
/** The form's own token served a minute or a moment ago, another form's, any text, or none. */
const token = fc.oneof(
  fc.record({ ageMs: fc.constantFrom(60_000, 0), otherForm: fc.boolean() }),
  fc.string({ maxLength: 80 }),
  fc.constant(undefined),
);

/** A form of the site as the browser would post it, then mutated: fields changed, dropped, added. */
const nativeFields = fc
  .record({
    id: fc.constantFrom(...nativeFormIds),
    changes: fc.dictionary(fieldName, fc.option(value, { freq: 4 }), { maxKeys: 6 }),
    token,
  })
  .map(({ id, changes, token: formToken }) => {
    const served =
      typeof formToken === 'object'
        ? servedToken(formToken.otherForm ? (id === 'job' ? 'internship' : 'job') : id, formToken.ageMs)
        : (formToken ?? '');
    const fields: Record<string, string> = { ...validNativeFields(id), formToken: served };
    for (const [name, changed] of Object.entries(changes)) {
      if (changed === null) delete fields[name];
      else fields[name] = changed;
    }
    return { id, fields };
  });

const urlEncoded = fc
  .tuple(nativeFields, fc.option(fc.nat({ max: 60 }), { freq: 4 }))
  .map(([{ id, fields }, cut]): NativeFuzzRequest => {
    const body = new URLSearchParams(fields).toString();
    return {
      method: 'POST',
      url: nativeFormPath(id),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteOrigin },
      payload: cut === null ? body : `${body.slice(0, Math.max(0, body.length - cut))}%`,
    };
  });

const multipart = fc
  .tuple(
    nativeFields,
    fc.option(
      fc.record({
        field: fc.constantFrom('resume', 'cv', 'file'),
        name: fc.constantFrom('cv.pdf', 'resume.png', 'x.exe', '', '../../etc/passwd.png'),
        content: fc.constantFrom(pdfBytes(), pngBytes(), elfBytes(), Buffer.alloc(0)),
      }),
    ),
    fc.option(fc.integer({ min: 1, max: 300 }), { freq: 3 }),
  )
  .map(([{ id, fields }, file, cut]): NativeFuzzRequest => {
    const chunks: Buffer[] = Object.entries(fields).map(([name, text]) =>
      Buffer.from(`--nb\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`),
    );
    if (file) {
      chunks.push(
        Buffer.from(
          `--nb\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        file.content,
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from('--nb--\r\n'));
    const body = Buffer.concat(chunks);
    return {
      method: 'POST',
      url: nativeFormPath(id),
      headers: { 'content-type': 'multipart/form-data; boundary=nb', origin: siteOrigin },
      payload: cut === null ? body : body.subarray(0, Math.max(0, body.length - cut)),
    };
  });

/** Forms posted without scripts to the native routes, well formed or not. */
export const nativeFuzzRequest: fc.Arbitrary<NativeFuzzRequest> = fc.oneof(urlEncoded, multipart);

import { nativeFormPath, type NativeFormId } from '@codecrush/contracts';
import { issueFormToken } from '@codecrush/server/form-token';
import { pdfBytes, pngBytes } from './files';
import { shellOrigin } from './ports';

/** The key the test servers sign form tokens with (the site's server and the API share it; 32+ characters). */
export const testTokenSecret = 'native-form-test-secret-of-32-characters-or-more';

/** What the problems page says to a token it cannot accept (tampered, expired, another form's). */
export const expiredFormMessage =
  'This form has expired or could not be checked. Reload the page, fill the form in again and send it.';
/** What the problems page says to a second, different message with a spent token. */
export const spentFormMessage =
  'This form was already sent with a different message. To send another one, reload the page, fill the form in again and send it.';

/** The shell's origin, as the browser names it when it posts a form from the site. */
export const siteOrigin = shellOrigin();

/** A token the site's server issued `ageMs` ago in the form posting to `/forms/<id>`. */
export const servedToken = (id: NativeFormId, ageMs = 60_000): string =>
  issueFormToken(testTokenSecret, id, Date.now() - ageMs);

export interface NativeFile {
  field: string;
  filename: string;
  content: Uint8Array;
}

/** Each form's fields as the browser posts them (their input names), valid, with a fresh token. */
export const validNativeFields = (id: NativeFormId, marker = 'native test'): Record<string, string> => {
  const common = { website: '', formToken: servedToken(id) };
  switch (id) {
    case 'contact-home':
    case 'contact-page':
      return { ...common, fullName: 'Ayesha Khan', email: 'ayesha@company.com', phone: '03001234567', message: marker };
    case 'job':
      return { ...common, firstName: 'Bilal', lastName: 'Ahmed', phoneNumber: '03331234567', email: 'bilal@mail.com' };
    case 'internship':
      return {
        ...common,
        fullName: 'Sana Malik',
        email: 'sana@mail.com',
        phoneNumber: '0300-1234567',
        address: 'Rawalpindi',
        education: 'BS Computer Science',
        speciality: 'Frontend',
        experience: marker,
        interest: 'React',
      };
    case 'remote-resources':
      return {
        ...common,
        name: 'Hamza Siddiqui',
        email: 'hamza@company.com',
        companyName: 'Acme',
        phoneNumber: '03001234567',
        projectDescription: marker,
        startDate: '2026-12-01',
        additionalRequirements: '',
        'expertise.0.nameOfExpertise': 'QA Engineer',
        'expertise.0.numberOfExpertise': '2',
        'expertise.0.durationOfHire': '6 months',
        'expertise.0.requiredExpertise': 'Senior Developer',
        privacyAgreement: 'on',
      };
  }
};

/** The file each form with a file input carries in the tests. */
export const nativeFileOf = (id: NativeFormId): NativeFile | undefined =>
  id === 'job'
    ? { field: 'resume', filename: 'resume.png', content: pngBytes() }
    : id === 'internship'
      ? { field: 'cv', filename: 'cv.pdf', content: pdfBytes() }
      : undefined;

export interface NativeAnswer {
  status: number;
  location: string | null;
  text: string;
  headers: Headers;
}

/**
 * Posts a form as a browser does without scripts: urlencoded, or multipart when it carries a
 * file (an empty file part when none is chosen); redirects are not followed. The Origin is the
 * site's unless given (`null`: none, as some browsers send no Origin).
 */
export const postNative = async (
  baseUrl: string,
  id: NativeFormId,
  fields: Record<string, string>,
  options: { file?: NativeFile; multipart?: boolean; origin?: string | null; referer?: string } = {},
): Promise<NativeAnswer> => {
  const multipart = options.multipart ?? options.file !== undefined;
  let body: URLSearchParams | FormData;
  if (multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (options.file) form.append(options.file.field, new Blob([options.file.content]), options.file.filename);
    body = form;
  } else {
    body = new URLSearchParams(fields);
  }
  const response = await fetch(`${baseUrl}${nativeFormPath(id)}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: {
      ...(options.origin === null ? {} : { origin: options.origin ?? siteOrigin }),
      ...(options.referer === undefined ? {} : { referer: options.referer }),
    },
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
    headers: response.headers,
  };
};

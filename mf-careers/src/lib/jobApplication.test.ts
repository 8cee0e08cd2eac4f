import { emptyJobForm, jobApplicationBody, jobFormResolver } from './jobApplication';
import type { JobFormValues } from './jobApplication';

const valid: JobFormValues = {
  firstName: ' Ayesha ',
  lastName: 'Khan',
  phoneNumber: '0300 1234567',
  email: 'ayesha@example.com',
  resume: null,
};

/** A FileList as a file input holds it. */
const fileList = (...files: File[]): FileList =>
  Object.assign([...files], { item: (i: number) => files[i] ?? null }) as unknown as FileList;

const resolve = async (values: JobFormValues) =>
  jobFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('jobApplicationBody', () => {
  it('sends fullName joined by one space, email, phone and the fixed subject, and no file when none', () => {
    const body = jobApplicationBody(valid);
    expect([...body.keys()]).toEqual(['fullName', 'email', 'phone', 'subject']);
    expect(body.get('fullName')).toBe('Ayesha Khan');
    expect(body.get('email')).toBe('ayesha@example.com');
    expect(body.get('phone')).toBe('0300 1234567');
    expect(body.get('subject')).toBe('Job Application');
    expect(body.has('file')).toBe(false);
  });

  it('adds the chosen resume as `file`, and the spam-trap fields', () => {
    const resume = new File(['png'], 'ayesha.png', { type: 'image/png' });
    const body = jobApplicationBody({ ...valid, resume: fileList(resume) }, { website: '', formStartedAt: '1' });
    expect(body.get('file')).toBe(resume);
    expect(body.get('website')).toBe('');
    expect(body.get('formStartedAt')).toBe('1');
  });

  it('sends every text field without the spaces typed around it', () => {
    const padded = {
      firstName: ' Ayesha ',
      lastName: '  Khan\n',
      phoneNumber: ' 0300 1234567 ',
      email: ' ayesha@example.com\t',
    };
    const body = jobApplicationBody({ ...padded, resume: null });
    expect(Object.fromEntries(body.entries())).toEqual({
      fullName: 'Ayesha Khan',
      email: 'ayesha@example.com',
      phone: '0300 1234567',
      subject: 'Job Application',
    });
  });
});

describe('jobFormResolver', () => {
  it('a fresh form asks for every text field (nothing in it is pre-filled) and not for the resume', async () => {
    const { errors } = await resolve(emptyJobForm);
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phoneNumber: 'Phone number is required',
      email: 'Email is required',
    });
  });

  it('accepts a valid form, with or without a resume', async () => {
    expect((await resolve(valid)).errors).toEqual({});
    const resume = new File(['gif'], 'cv.GIF');
    expect((await resolve({ ...valid, resume: fileList(resume) })).errors).toEqual({});
  });

  it('refuses another type or an oversized file with the API’s messages', async () => {
    const pdf = new File(['%PDF'], 'cv.pdf');
    expect((await resolve({ ...valid, resume: fileList(pdf) })).errors.resume?.message).toBe(
      'File type not allowed (allowed: .jpg, .jpeg, .png, .gif, .svg)',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'photo.jpg');
    expect((await resolve({ ...valid, resume: fileList(big) })).errors.resume?.message).toBe(
      'File is too large (at most 5 MB)',
    );
  });
});

import { contactForm, emptyExpertiseRow, internshipForm, jobApplicationForm, remoteResourcesForm } from '.';
import { htmlPatterns } from '../patterns';

/** A value for every field, with spaces around it, so a field the body drops or leaves untrimmed shows. */
const filled = <F extends string>(fields: readonly F[]): Record<F, string> =>
  Object.fromEntries(fields.map((field) => [field, `  ${field} value \n`])) as Record<F, string>;

describe('each form is defined once: the API keeps exactly the fields its body sends', () => {
  it.each([
    ['contact', Object.keys(contactForm.toWire(filled(contactForm.fields))), contactForm.wireFields],
    ['job', Object.keys(jobApplicationForm.toWire(filled(jobApplicationForm.fields))), jobApplicationForm.wireFields],
    ['internship', Object.keys(internshipForm.toWire(filled(internshipForm.fields))), internshipForm.wireFields],
  ])('%s: the body is the kept fields plus the subject', (_form, sent, kept) => {
    expect(sent.filter((name) => name !== 'subject').sort()).toEqual([...kept].sort());
    expect(sent).toContain('subject');
  });

  it('remote resources: the template variables are exactly the kept ones (EmailJS carries no subject)', () => {
    const sent = remoteResourcesForm.toWire({ ...filled(remoteResourcesForm.fields), expertise: [] });
    expect(Object.keys(sent).sort()).toEqual([...remoteResourcesForm.wireFields].sort());
  });

  it('every form starts with each of its fields empty', () => {
    for (const form of [contactForm, jobApplicationForm, internshipForm])
      expect(form.empty).toEqual(Object.fromEntries(form.fields.map((field) => [field, ''])));
    expect(remoteResourcesForm.empty).toMatchObject({ name: '', additionalRequirements: '', privacyAgreement: false });
    expect(remoteResourcesForm.empty.expertise).toHaveLength(1);
  });
});

describe('the body each form is sent as', () => {
  it('contact: every field trimmed, subject "Query Message"', () => {
    expect(contactForm.toWire({ fullName: ' Sana ', email: ' s@x.pk ', phone: ' 0300 ', message: ' Hi \n' })).toEqual({
      fullName: 'Sana',
      email: 's@x.pk',
      phone: '0300',
      message: 'Hi',
      subject: 'Query Message',
    });
  });

  it('job: first and last name joined by one space, phoneNumber sent as phone, subject "Job Application"', () => {
    const values = { firstName: ' Ali ', lastName: ' Raza Khan ', phoneNumber: ' 0300 1 ', email: ' a@x.pk ' };
    expect(jobApplicationForm.toWire(values)).toEqual({
      fullName: 'Ali Raza Khan',
      email: 'a@x.pk',
      phone: '0300 1',
      subject: 'Job Application',
    });
  });

  it('internship: phoneNumber sent as phone, every field trimmed, subject "Internship Application"', () => {
    const wire = internshipForm.toWire({ ...filled(internshipForm.fields), phoneNumber: ' 03001234567 ' });
    expect(wire).toMatchObject({ phone: '03001234567', interest: 'interest value', subject: 'Internship Application' });
    expect(wire).not.toHaveProperty('phoneNumber');
  });

  it('remote resources: the rows joined into requiredExpertise, one line each, the text fields trimmed', () => {
    const row = {
      nameOfExpertise: 'React',
      numberOfExpertise: '2',
      durationOfHire: '3 months',
      requiredExpertise: 'Senior',
      otherExpertise: '',
    };
    const wire = remoteResourcesForm.toWire({
      ...filled(remoteResourcesForm.fields),
      expertise: [row, { ...row, nameOfExpertise: 'Node' }],
    });
    expect(wire.requiredExpertise.split('\n')).toHaveLength(2);
    expect(wire.requiredExpertise).toContain('React');
    expect(wire.startDate).toBe('startDate value');
  });
});

describe('the file rules', () => {
  it('job: an image up to the size limit is fine; a PDF or a file over the limit gets its message', () => {
    expect(jobApplicationForm.checkFile({ name: 'me.png', size: 10 })).toBeUndefined();
    expect(jobApplicationForm.checkFile({ name: 'me.pdf', size: 10 })).toMatch(/^File type not allowed/);
    expect(jobApplicationForm.checkFile({ name: 'me.png', size: 6 * 1024 * 1024 })).toMatch(/^File is too large/);
  });

  it('internship: a PDF is a fine CV, none chosen is fine', () => {
    expect(internshipForm.checkFile({ name: 'cv.pdf', size: 10 })).toBeUndefined();
    expect(internshipForm.checkFile(undefined)).toBeUndefined();
    expect(internshipForm.checkFile({ name: 'cv.exe', size: 10 })).toMatch(/^The CV must be/);
  });
});

describe('what each definition states, read as the forms and routes read it', () => {
  it('contact: how each field is typed into, per variant (the served HTML states these)', () => {
    const inputsOf = (variant: 'home' | 'contactPage') =>
      Object.fromEntries(contactForm.fields.map((field) => [field, contactForm.specs(variant)[field].input]));
    expect(inputsOf('home')).toEqual({
      fullName: { control: 'input', autoComplete: 'name' },
      email: { control: 'input', type: 'email', autoComplete: 'email', pattern: htmlPatterns.strictEmail },
      phone: { control: 'input', type: 'tel', inputMode: 'tel', autoComplete: 'tel', pattern: undefined, wide: true },
      message: { control: 'textarea', rows: 5, wide: true },
    });
    expect(inputsOf('contactPage')).toMatchObject({
      email: { pattern: undefined },
      phone: { inputMode: 'numeric', pattern: htmlPatterns.digits },
    });
  });

  it("contact: the API's rules accept what either form accepts", () => {
    const loose = { fullName: 'Sana', email: 'sana@host', phone: '0300-CALL-ME', message: 'Hi' };
    expect(contactForm.validateWire(loose)).toEqual({});
    expect(contactForm.validate(loose, 'api')).toEqual({});
    expect(contactForm.validate(loose, 'home')).toEqual({ email: 'Invalid email address' });
    expect(contactForm.validateWire({})).toEqual({
      fullName: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      message: 'Message is required',
    });
  });

  it('the file inputs: the résumé and the CV, by the names the no-script routes read', () => {
    expect(jobApplicationForm.fileField).toBe('resume');
    expect(internshipForm.fileField).toBe('cv');
  });

  it('remote resources: its text fields (the expertise rows make requiredExpertise), a blank row, the subject', () => {
    expect(remoteResourcesForm.fields).toEqual([
      'name',
      'email',
      'companyName',
      'phoneNumber',
      'projectDescription',
      'startDate',
      'additionalRequirements',
    ]);
    expect(emptyExpertiseRow).toEqual({
      nameOfExpertise: '',
      numberOfExpertise: '',
      durationOfHire: '',
      requiredExpertise: '',
      otherExpertise: '',
    });
    expect(remoteResourcesForm.subject).toBe('Remote Resources Request');
  });
});

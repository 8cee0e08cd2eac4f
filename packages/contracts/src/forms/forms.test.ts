import { contactForm, emptyExpertiseRow, internshipForm, jobApplicationForm, remoteResourcesForm } from '.';
import { htmlPatterns } from '../patterns';
import type { TextValues } from './formValues';

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

/** A value of `length` characters for `field`: an email address for an email field, else letters. */
const textOf = (field: string, length: number) =>
  field === 'email' ? `${'x'.repeat(length - '@example.com'.length)}@example.com` : 'x'.repeat(length);

/**
 * Every text field of every form, with its limit and its name in the "too long" message: one
 * character over refuses it with that message, in the browser and at the API (under the name the
 * field has on the wire).
 */
const limits = [
  ['contact', 'fullName', 'fullName', 200, 'Name'],
  ['contact', 'email', 'email', 254, 'Email'],
  ['contact', 'phone', 'phone', 32, 'Phone number'],
  ['contact', 'message', 'message', 5000, 'Message'],
  ['job', 'firstName', 'fullName', 100, 'First name'],
  ['job', 'lastName', 'fullName', 100, 'Last name'],
  ['job', 'phoneNumber', 'phone', 32, 'Phone number'],
  ['job', 'email', 'email', 254, 'Email'],
  ['internship', 'fullName', 'fullName', 200, 'Name'],
  ['internship', 'email', 'email', 254, 'Email'],
  ['internship', 'phoneNumber', 'phone', 32, 'Phone number'],
  ['internship', 'address', 'address', 500, 'Address'],
  ['internship', 'education', 'education', 2000, 'Education details'],
  ['internship', 'speciality', 'speciality', 500, 'Speciality'],
  ['internship', 'experience', 'experience', 5000, 'Experience details'],
  ['internship', 'interest', 'interest', 2000, 'Interest'],
  ['remote resources', 'name', 'name', 200, 'Name'],
  ['remote resources', 'email', 'email', 254, 'Email'],
  ['remote resources', 'companyName', 'companyName', 200, 'Company name'],
  ['remote resources', 'phoneNumber', 'phoneNumber', 32, 'Phone number'],
  ['remote resources', 'projectDescription', 'projectDescription', 5000, 'Project description'],
  ['remote resources', 'startDate', 'startDate', 50, 'Start date'],
  ['remote resources', 'additionalRequirements', 'additionalRequirements', 5000, 'Additional requirements'],
] as const;

/** A valid form of each kind, as the browser holds it, and its browser and API rules. */
const forms = {
  contact: {
    values: { fullName: 'Sana', email: 'sana@example.com', phone: '03001234567', message: 'Hello' },
    validate: (values: Record<string, unknown>) => contactForm.validate(values, 'api'),
    toWire: (values: Record<string, string>) => contactForm.toWire(values as typeof contactForm.empty),
    validateWire: contactForm.validateWire,
  },
  job: {
    values: { firstName: 'Ali', lastName: 'Raza', phoneNumber: '03001234567', email: 'ali@example.com' },
    validate: jobApplicationForm.validate,
    toWire: (values: Record<string, string>) => jobApplicationForm.toWire(values as typeof jobApplicationForm.empty),
    validateWire: jobApplicationForm.validateWire,
  },
  internship: {
    values: {
      ...filled(internshipForm.fields),
      email: 'ali@example.com',
      phoneNumber: '0300-1234567',
    },
    validate: (values: Record<string, unknown>) => internshipForm.validate(values),
    toWire: (values: Record<string, string>) => internshipForm.toWire(values as typeof internshipForm.empty),
    validateWire: internshipForm.validateWire,
  },
  'remote resources': {
    values: { ...filled(remoteResourcesForm.fields), email: 'hamza@example.com' },
    validate: (values: Record<string, unknown>) =>
      remoteResourcesForm.validate({ ...values, expertise: [], privacyAgreement: true }),
    toWire: (values: Record<string, string>) =>
      remoteResourcesForm.toWire({
        ...(values as TextValues<(typeof remoteResourcesForm.fields)[number]>),
        expertise: [{ ...emptyExpertiseRow, nameOfExpertise: 'React', numberOfExpertise: '1', durationOfHire: '1' }],
      }),
    validateWire: remoteResourcesForm.validateWire,
  },
};

describe('each text field refuses one character over its limit, with its name, in the browser and at the API', () => {
  it.each(Object.keys(forms))('%s: the valid form passes both rules', (name) => {
    const form = forms[name as keyof typeof forms];
    expect(form.validate(form.values)).toEqual({});
    expect(form.validateWire(form.toWire(form.values))).toEqual({});
  });

  it.each(limits)('%s %s (sent as %s): %d characters', (name, field, wireField, limit, noun) => {
    const form = forms[name];
    const message = `${noun} is too long (at most ${limit} characters)`;
    // At the limit the length is fine (a pattern may still refuse it: no Pakistani mobile number has 32 characters).
    expect(form.validate({ ...form.values, [field]: textOf(field, limit) })).not.toHaveProperty(field, message);
    expect(form.validate({ ...form.values, [field]: textOf(field, limit + 1) })).toEqual({ [field]: message });
    const wire = form.toWire({ ...form.values, [field]: textOf(field, limit + 1) });
    // The job's names go out joined into fullName, whose own limit (200) is what the API checks.
    const wireMessage = name === 'job' && wireField === 'fullName' ? undefined : message;
    expect(form.validateWire(wire)).toEqual(wireMessage === undefined ? {} : { [wireField]: wireMessage });
  });
});

/**
 * How each text field is typed into: the fields that ask for the visitor's own data name their
 * purpose for autofill (WCAG 1.3.5, "Identify Input Purpose") and bring the keyboard for it; long
 * texts are textareas of a few lines; wide fields span the form's row.
 */
const inputs = [
  {
    form: 'contact',
    specs: contactForm.specs('contactPage'),
    purposes: { fullName: 'name', email: 'email', phone: 'tel' },
    textareas: { message: 5 },
    wide: ['phone', 'message'],
  },
  {
    form: 'job',
    specs: jobApplicationForm.specs,
    purposes: { firstName: 'given-name', lastName: 'family-name', phoneNumber: 'tel', email: 'email' },
    textareas: {},
    wide: [],
  },
  {
    form: 'internship',
    specs: internshipForm.specs,
    purposes: { fullName: 'name', email: 'email', phoneNumber: 'tel', address: 'address-line1' },
    textareas: { education: 3, experience: 4, interest: 4 },
    wide: ['education', 'speciality', 'experience', 'interest'],
  },
  {
    form: 'remote resources',
    specs: remoteResourcesForm.specs,
    purposes: { name: 'name', email: 'email', companyName: 'organization', phoneNumber: 'tel' },
    textareas: { projectDescription: 5, additionalRequirements: 3 },
    wide: ['projectDescription', 'additionalRequirements'],
  },
] as const;

/** The input type a field's purpose or name calls for. */
const typeFor = (field: string, purpose: string | undefined) =>
  purpose === 'email' || purpose === 'tel' ? purpose : field === 'startDate' ? 'date' : undefined;

describe('each text field is typed into as its purpose asks', () => {
  it.each(inputs)('$form', ({ specs, purposes, textareas, wide }) => {
    for (const [field, spec] of Object.entries(specs)) {
      const purpose = (purposes as Record<string, string>)[field];
      const rows = (textareas as Record<string, number>)[field];
      expect([field, spec.input.autoComplete]).toEqual([field, purpose]);
      expect([field, spec.input.type]).toEqual([field, typeFor(field, purpose)]);
      expect([field, spec.input.control, spec.input.rows]).toEqual([field, rows ? 'textarea' : 'input', rows]);
      expect([field, spec.input.wide ?? false]).toEqual([field, (wide as readonly string[]).includes(field)]);
    }
  });
});

describe('values that are no text, and the rows as one text', () => {
  it('a required field sent as a number reads as empty: its "required" message, not a type error', () => {
    const sent = { fullName: 'Sana', email: 'sana@example.com', phone: '0300', message: 42 };
    expect(contactForm.validateWire(sent)).toEqual({ message: 'Message is required' });
  });

  it('the expertise rows as one text: required, and refused one character over 5000', () => {
    const wire = remoteResourcesForm.toWire({ ...filled(remoteResourcesForm.fields), expertise: [] });
    const rule = (requiredExpertise: string) =>
      remoteResourcesForm.validateWire({ ...wire, email: 'hamza@example.com', requiredExpertise });
    expect(rule('')).toEqual({ requiredExpertise: 'Required expertise is required' });
    expect(rule('x'.repeat(5000))).toEqual({});
    expect(rule('x'.repeat(5001))).toEqual({
      requiredExpertise: 'Required expertise is too long (at most 5000 characters)',
    });
  });
});

describe('the limits the browser is told (maxlength)', () => {
  const maxLengths: Record<(typeof limits)[number][0], Readonly<Record<string, number>>> = {
    contact: contactForm.maxLengths,
    job: jobApplicationForm.maxLengths,
    internship: internshipForm.maxLengths,
    'remote resources': remoteResourcesForm.maxLengths,
  };
  it.each(limits)('%s %s', (name, field, _wireField, limit) => {
    expect(maxLengths[name][field]).toBe(limit);
  });
});

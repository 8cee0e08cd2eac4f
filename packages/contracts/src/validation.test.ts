import {
  checkCv,
  firstError,
  otherExpertiseChoice,
  validateContact,
  validateInternshipForm,
  validateJobApplication,
  validateJobApplicationForm,
  validateRemoteResource,
  validateRemoteResourceForm,
  validationPatterns,
} from '.';

const contact = { fullName: 'Ayesha Khan', email: 'ayesha@company.com', phone: '03001234567', message: 'Hello' };

describe('validateContact: the two form variants (home and contact page)', () => {
  it('gives every required message on an empty form (home wording, then contact page wording)', () => {
    expect(validateContact({}, 'home')).toEqual({
      fullName: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      message: 'Message is required',
    });
    expect(validateContact({}, 'contactPage')).toEqual({
      fullName: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      message: 'Message is required',
    });
  });

  it('a@b passes the contact page (text@text) but not home (needs a 2–4 letter ending)', () => {
    expect(validateContact({ ...contact, email: 'a@b' }, 'contactPage')).toEqual({});
    expect(validateContact({ ...contact, email: 'a@b' }, 'home')).toEqual({ email: 'Invalid email address' });
  });

  it('a phone with letters passes home (no format check) but not the contact page (digits only)', () => {
    expect(validateContact({ ...contact, phone: '0300-CALL-ME' }, 'home')).toEqual({});
    expect(validateContact({ ...contact, phone: '0300-CALL-ME' }, 'contactPage')).toEqual({
      phone: 'Invalid phone number',
    });
  });

  it('the contact page refuses an email with a space; home refuses a 5-letter ending', () => {
    expect(validateContact({ ...contact, email: 'ay esha@x.com' }, 'contactPage')).toEqual({
      email: 'Invalid email address',
    });
    expect(validateContact({ ...contact, email: 'ayesha@company.coffee' }, 'home')).toEqual({
      email: 'Invalid email address',
    });
  });
});

describe('Pakistani mobile rule (internship phone)', () => {
  const accepted = [
    '03001234567',
    '0300-1234567',
    '+923001234567',
    '+92300-1234567',
    '923451234567',
    '92345-1234567',
    '3211234567',
    '321-1234567',
  ];
  const rejected = [
    '0300123456',
    '030012345678',
    '04001234567',
    '+9203001234567',
    '0300 1234567',
    '0300--1234567',
    '+9300-1234567',
    'abc3001234567',
  ];
  it.each(accepted)('accepts %s', (phone) => {
    expect(validationPatterns.pakistaniMobile.test(phone)).toBe(true);
  });
  it.each(rejected)('rejects %s with the Pakistani-format message', (phone) => {
    expect(validateInternshipForm({ phoneNumber: phone }).phoneNumber).toBe('Phone number must be in Pakistani format');
  });
});

describe('validateInternshipForm', () => {
  const valid = {
    fullName: 'Ali Raza',
    email: 'ali@example.com',
    phoneNumber: '0300-1234567',
    address: 'Rawalpindi',
    education: 'BS CS',
    speciality: 'React',
    experience: 'Two projects',
    interest: 'Frontend',
  };

  it('gives every field message in form order, on phoneNumber (the form field)', () => {
    expect(Object.entries(validateInternshipForm({}))).toEqual([
      ['fullName', 'Full name is required'],
      ['email', 'Email is required'],
      ['phoneNumber', 'Phone number is required'],
      ['address', 'Address is required'],
      ['education', 'Education details are required'],
      ['speciality', 'Speciality is required'],
      ['experience', 'Experience details are required'],
      ['interest', 'Interest is required'],
    ]);
    expect(validateInternshipForm({ ...valid, email: 'ali@example' })).toEqual({ email: 'Invalid email format' });
    expect(validateInternshipForm(valid)).toEqual({});
  });

  it('checks the optional CV: none is fine, a wrong type or over 5 MB is not', () => {
    expect(validateInternshipForm(valid, { name: 'cv.pdf', size: 1000 })).toEqual({});
    expect(validateInternshipForm(valid, { name: 'cv.exe', size: 1000 })).toEqual({
      cv: 'The CV must be a PDF, Word document (DOC, DOCX) or image (JPG, PNG, GIF, SVG)',
    });
    expect(checkCv({ name: 'CV.DOCX', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(checkCv({ name: 'cv.docx', size: 5 * 1024 * 1024 + 1 })).toBe('The CV must be 5 MB or smaller');
    expect(checkCv(undefined)).toBeUndefined();
  });
});

/** The remote-resources request's required text fields, filled in. */
const remoteResourceText = {
  name: 'Hamza',
  email: 'hamza@northwind.io',
  companyName: 'Northwind',
  phoneNumber: '+92 300 1234567',
  projectDescription: 'A logistics app',
  startDate: '2027-01-04',
};

describe('validateRemoteResourceForm', () => {
  const row = {
    nameOfExpertise: 'QA Engineer',
    numberOfExpertise: '2',
    durationOfHire: '6 months',
    requiredExpertise: '',
    otherExpertise: '',
  };
  const valid = { ...remoteResourceText, additionalRequirements: '', expertise: [row], privacyAgreement: true };

  it('names every required field, each row select, and the privacy agreement', () => {
    expect(validateRemoteResourceForm({ expertise: [{}, row, {}] })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      companyName: 'Company name is required',
      phoneNumber: 'Phone number is required',
      projectDescription: 'Project description is required',
      startDate: 'Start date is required',
      'expertise.0.nameOfExpertise': 'Choose the expertise you need',
      'expertise.0.numberOfExpertise': 'Choose how many people you need',
      'expertise.0.durationOfHire': 'Choose how long you need them',
      'expertise.2.nameOfExpertise': 'Choose the expertise you need',
      'expertise.2.numberOfExpertise': 'Choose how many people you need',
      'expertise.2.durationOfHire': 'Choose how long you need them',
      privacyAgreement: 'Please agree to the privacy policy to send your request',
    });
    expect(validateRemoteResourceForm(valid)).toEqual({});
  });

  it('"Other (please specify)" needs a description; additional requirements stay optional', () => {
    const other = { ...row, requiredExpertise: otherExpertiseChoice };
    expect(validateRemoteResourceForm({ ...valid, expertise: [other] })).toEqual({
      'expertise.0.otherExpertise': 'Describe the expertise you need',
    });
    expect(
      validateRemoteResourceForm({ ...valid, expertise: [{ ...other, otherExpertise: 'Salesforce architect' }] }),
    ).toEqual({});
    expect(validateRemoteResourceForm({ ...valid, email: 'hamza at northwind' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('the API rule for the template variables is unchanged (rows arrive as one text)', () => {
    const params = remoteResourceText;
    expect(validateRemoteResource({ ...params, requiredExpertise: 'Expertise: QA Engineer, Number: 2' })).toEqual({});
    expect(validateRemoteResource(params)).toEqual({ requiredExpertise: 'Required expertise is required' });
  });
});

describe('length limits: the longest value is accepted, one character more is refused with its limit', () => {
  const exactly = (length: number) => 'a'.repeat(length);

  it('a contact name of exactly 200 characters is sent; 201 is refused (spaces around do not count)', () => {
    expect(validateContact({ ...contact, fullName: exactly(200) }, 'api')).toEqual({});
    expect(validateContact({ ...contact, fullName: `  ${exactly(200)}  ` }, 'api')).toEqual({});
    expect(validateContact({ ...contact, fullName: exactly(201) }, 'api')).toEqual({
      fullName: 'Name is too long (at most 200 characters)',
    });
  });

  it('a message of exactly 5000 characters is sent; 5001 is refused', () => {
    expect(validateContact({ ...contact, message: exactly(5000) }, 'api')).toEqual({});
    expect(validateContact({ ...contact, message: exactly(5001) }, 'api')).toEqual({
      message: 'Message is too long (at most 5000 characters)',
    });
  });

  it('a job applicant name of 200 characters in all is sent; 201 is refused on fullName', () => {
    const job = { email: 'ayesha@company.com', phone: '03001234567' };
    expect(validateJobApplication({ ...job, fullName: `${exactly(100)} ${exactly(99)}` })).toEqual({});
    expect(validateJobApplication({ ...job, fullName: `${exactly(100)} ${exactly(100)}` })).toEqual({
      fullName: 'Name is too long (at most 200 characters)',
    });
  });

  it('additional requirements: optional, text only, exactly 5000 characters sent and 5001 refused', () => {
    const params = { ...remoteResourceText, requiredExpertise: 'Expertise: QA Engineer, Number: 2' };
    const withExtra = (additionalRequirements: unknown) =>
      validateRemoteResource({ ...params, additionalRequirements });
    expect(validateRemoteResource(params)).toEqual({});
    expect(withExtra(null)).toEqual({});
    expect(withExtra('   ')).toEqual({});
    expect(withExtra(exactly(5000))).toEqual({});
    expect(withExtra(exactly(5001))).toEqual({
      additionalRequirements: 'Additional requirements is too long (at most 5000 characters)',
    });
    expect(withExtra(42)).toEqual({ additionalRequirements: 'Additional requirements must be text' });
    expect(Object.keys(validateRemoteResource({ additionalRequirements: 42 }))).toEqual([
      'name',
      'email',
      'companyName',
      'phoneNumber',
      'projectDescription',
      'startDate',
      'requiredExpertise',
      'additionalRequirements',
    ]);
  });

  it('a job applicant name without a last name, or without a first name, says which one is missing', () => {
    const job = { email: 'ayesha@company.com', phone: '03001234567' };
    expect(validateJobApplication({ ...job, fullName: 'Ayesha' }).fullName).toBe('Last name is required');
    expect(validateJobApplication({ ...job, fullName: 'Ayesha   ' }).fullName).toBe('Last name is required');
    expect(validateJobApplication({ ...job, fullName: ' Khan' }).fullName).toBe('First name is required');
    expect(validateJobApplication({ ...job, fullName: 42 }).fullName).toBe('First name is required');
  });
});

describe('job application: the form in the browser and the request the API receives', () => {
  const job = { fullName: 'Ayesha Khan', email: 'ayesha@company.com', phone: '03001234567' };

  it('the form names each missing field, and refuses an email without a dot after the @', () => {
    expect(validateJobApplicationForm({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phoneNumber: 'Phone number is required',
      email: 'Email is required',
    });
    const filled = { firstName: 'Ayesha', lastName: 'Khan', phoneNumber: '03001234567' };
    expect(validateJobApplicationForm({ ...filled, email: 'ayesha@company' })).toEqual({
      email: 'Entered value does not match email format',
    });
    expect(Object.keys(validateJobApplicationForm({ ...filled, email: 'ayesha@company.com' }))).toEqual([]);
  });

  it('the API checks the email and phone of a request too, not only the name', () => {
    expect(validateJobApplication({ fullName: 'Ayesha Khan' })).toEqual({
      email: 'Email is required',
      phone: 'Phone number is required',
    });
    expect(validateJobApplication({ ...job, email: 'ayesha@company' })).toEqual({
      email: 'Entered value does not match email format',
    });
  });

  it('a first name made only of white space (a tab) is missing', () => {
    expect(validateJobApplication({ ...job, fullName: '\t Khan' }).fullName).toBe('First name is required');
  });

  it('spaces after a name of 200 characters do not count toward its limit', () => {
    expect(validateJobApplication({ ...job, fullName: `${'a'.repeat(100)} ${'b'.repeat(99)}   ` })).toEqual({});
  });

  it('a valid request or form carries no error entries at all, not even empty ones', () => {
    expect(Object.keys(validateJobApplication(job))).toEqual([]);
    expect(Object.keys(validateContact(contact, 'api'))).toEqual([]);
  });
});

describe('firstError', () => {
  it('is the first message in form order, or none', () => {
    expect(firstError({ email: 'Email is required', phone: 'Phone number is required' })).toBe('Email is required');
    expect(firstError({})).toBeUndefined();
  });
});

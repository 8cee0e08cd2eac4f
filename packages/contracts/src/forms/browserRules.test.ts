import { validateRemoteResourceForm } from './remoteResources';
import { checkCv } from './internship';

const filled = {
  name: 'Hamza',
  email: 'hamza@northwind.io',
  companyName: 'Northwind',
  phoneNumber: '+92 300 1234567',
  projectDescription: 'A logistics app',
  startDate: '2027-01-04',
  privacyAgreement: true,
};

const emptyRowMessages = (index: number) => ({
  [`expertise.${index}.nameOfExpertise`]: 'Choose the expertise you need',
  [`expertise.${index}.numberOfExpertise`]: 'Choose how many people you need',
  [`expertise.${index}.durationOfHire`]: 'Choose how long you need them',
});

describe('validateRemoteResourceForm rows as they arrive', () => {
  it('asks for no row fields when the form holds no list of rows', () => {
    expect(validateRemoteResourceForm(filled)).toEqual({});
    expect(validateRemoteResourceForm({ ...filled, expertise: 'QA Engineer' })).toEqual({});
  });

  it('reads a row that is no object (null, a text) as an empty row instead of failing', () => {
    expect(validateRemoteResourceForm({ ...filled, expertise: [null, 'QA Engineer'] })).toEqual({
      ...emptyRowMessages(0),
      ...emptyRowMessages(1),
    });
  });
});

describe('checkCv', () => {
  it('refuses a file without an extension or with one that is no CV type, whatever its size', () => {
    const message = 'The CV must be a PDF, Word document (DOC, DOCX) or image (JPG, PNG, GIF, SVG)';
    expect(checkCv({ name: 'cv', size: 10 })).toBe(message);
    expect(checkCv({ name: 'cv.pdf.exe', size: 10 })).toBe(message);
    expect(checkCv({ name: 'cv.exe', size: 50 * 1024 * 1024 })).toBe(message);
  });

  it('accepts every CV type in any case', () => {
    for (const name of ['a.JPG', 'a.jpeg', 'a.png', 'a.gif', 'a.svg', 'a.PDF', 'a.doc', 'a.docx']) {
      expect(checkCv({ name, size: 10 })).toBeUndefined();
    }
  });
});

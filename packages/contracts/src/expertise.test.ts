import { expertiseLines, otherExpertiseChoice } from './expertise';

const row = {
  nameOfExpertise: 'Backend Developer (Node.js, Python)',
  numberOfExpertise: '2',
  durationOfHire: '6 months',
  requiredExpertise: 'Senior Developer',
  otherExpertise: '',
};

describe('expertiseLines: the requiredExpertise text of a remote-resources request', () => {
  it('writes one line per row: expertise with its level, number and duration', () => {
    expect(expertiseLines([row, { ...row, nameOfExpertise: 'QA Engineer', numberOfExpertise: '1' }])).toBe(
      'Expertise: Senior Developer – Backend Developer (Node.js, Python), Number: 2, Duration: 6 months\n' +
        'Expertise: Senior Developer – QA Engineer, Number: 1, Duration: 6 months',
    );
  });

  it('writes the described level of "Other (please specify)", without the spaces typed around it', () => {
    const other = { ...row, requiredExpertise: otherExpertiseChoice, otherExpertise: '  Staff engineer ' };
    expect(expertiseLines([other])).toBe(
      'Expertise: Staff engineer – Backend Developer (Node.js, Python), Number: 2, Duration: 6 months',
    );
  });

  it('writes the expertise alone when no level was chosen (any level)', () => {
    expect(expertiseLines([{ ...row, requiredExpertise: ' ' }])).toBe(
      'Expertise: Backend Developer (Node.js, Python), Number: 2, Duration: 6 months',
    );
    expect(expertiseLines([{ ...row, requiredExpertise: otherExpertiseChoice, otherExpertise: '' }])).toBe(
      'Expertise: Backend Developer (Node.js, Python), Number: 2, Duration: 6 months',
    );
  });

  it('trims a chosen level before writing it', () => {
    expect(expertiseLines([{ ...row, requiredExpertise: ' Junior Developer ' }])).toBe(
      'Expertise: Junior Developer – Backend Developer (Node.js, Python), Number: 2, Duration: 6 months',
    );
  });
});

import { emptyInternshipForm, internshipFormData } from './internshipApplication';

const values = {
  ...emptyInternshipForm,
  fullName: 'Ali Raza ',
  email: 'ali@example.com',
  phoneNumber: '0300-1234567',
  address: 'Satellite Town, Rawalpindi',
  education: 'BS CS, COMSATS',
  speciality: 'React',
  experience: 'Two client projects',
  interest: 'Frontend performance',
};

const fileList = (files: File[]) => files as unknown as FileList;

describe('internshipFormData', () => {
  it('is the multipart body the backend takes: phoneNumber goes as phone, subject fixed, no file when none', () => {
    const body = internshipFormData(values, { website: '' });
    expect(Object.fromEntries(body.entries())).toEqual({
      fullName: 'Ali Raza',
      email: 'ali@example.com',
      phone: '0300-1234567',
      address: 'Satellite Town, Rawalpindi',
      education: 'BS CS, COMSATS',
      speciality: 'React',
      experience: 'Two client projects',
      interest: 'Frontend performance',
      subject: 'Internship Application',
      website: '',
    });
    expect(body.has('file')).toBe(false);
    expect(internshipFormData({ ...values, cv: fileList([]) }).has('file')).toBe(false);
  });

  it('adds the chosen CV as `file`', () => {
    const cv = new File(['%PDF-1.7'], 'ali-raza-cv.pdf', { type: 'application/pdf' });
    const file = internshipFormData({ ...values, cv: fileList([cv]) }).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('ali-raza-cv.pdf');
  });

  it('sends every text field without the spaces typed around it', () => {
    const padded = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? `  ${value}\n` : value]),
    ) as typeof values;
    const sent = Object.fromEntries(internshipFormData(padded).entries());
    expect(sent).toEqual(Object.fromEntries(internshipFormData(values).entries()));
  });
});

import {
  acceptAttribute,
  checkFileChoice,
  extensionOfName,
  internshipUploadKinds,
  jobUploadKinds,
  kindOfExtension,
  uploadLimits,
  uploadMessages,
} from './uploads';

describe('uploads', () => {
  it('lists the job resume image types for the file picker', () => {
    expect(acceptAttribute(jobUploadKinds)).toBe('.jpg,.jpeg,.png,.gif,.svg');
    expect(acceptAttribute(internshipUploadKinds)).toBe('.jpg,.jpeg,.png,.gif,.svg,.pdf,.doc,.docx');
  });

  it('reads extensions case-insensitively and ignores dot-files and folders', () => {
    expect(extensionOfName('Ada CV.PNG')).toBe('.png');
    expect(extensionOfName('dir.v2/resume')).toBe('');
    expect(extensionOfName('.svg')).toBe('');
    expect(kindOfExtension('.JPEG')).toBe('jpg');
    expect(kindOfExtension('.exe')).toBeUndefined();
  });

  it('accepts an allowed image up to the size limit', () => {
    expect(checkFileChoice({ name: 'resume.jpeg', size: uploadLimits.maxFileBytes }, jobUploadKinds)).toBeUndefined();
  });

  it('refuses other types with the API’s message, before the size', () => {
    expect(checkFileChoice({ name: 'resume.pdf', size: 10 }, jobUploadKinds)).toBe(
      'File type not allowed (allowed: .jpg, .jpeg, .png, .gif, .svg)',
    );
    expect(checkFileChoice({ name: 'resume.pdf', size: 10 }, internshipUploadKinds)).toBeUndefined();
  });

  it('refuses a file without an extension or with an unknown one, whatever the allowed kinds', () => {
    const message = 'File type not allowed (allowed: .jpg, .jpeg, .png, .gif, .svg, .pdf, .doc, .docx)';
    expect(checkFileChoice({ name: 'resume', size: 10 }, internshipUploadKinds)).toBe(message);
    expect(checkFileChoice({ name: 'resume.png.exe', size: 10 }, internshipUploadKinds)).toBe(message);
    expect(checkFileChoice({ name: 'C:\\scans.png\\resume', size: 10 }, internshipUploadKinds)).toBe(message);
    expect(checkFileChoice({ name: 'C:\\scans\\RESUME.PNG', size: 10 }, internshipUploadKinds)).toBeUndefined();
  });

  it('refuses a file over the limit with the API’s message', () => {
    const message = checkFileChoice({ name: 'scan.png', size: uploadLimits.maxFileBytes + 1 }, jobUploadKinds);
    expect(message).toBe('File is too large (at most 5 MB)');
    expect(message).toBe(uploadMessages.tooLarge(uploadLimits.maxFileBytes));
    expect(checkFileChoice({ name: 'scan.png', size: 2048 }, jobUploadKinds, 1024)).toBe(
      'File is too large (at most 1 KB)',
    );
  });
});

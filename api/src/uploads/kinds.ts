/** File kinds the forms may upload, with the extensions and content type of each. */
export const uploadKinds = {
  jpg: { extensions: ['.jpg', '.jpeg'], contentType: 'image/jpeg' },
  png: { extensions: ['.png'], contentType: 'image/png' },
  gif: { extensions: ['.gif'], contentType: 'image/gif' },
  svg: { extensions: ['.svg'], contentType: 'image/svg+xml' },
  pdf: { extensions: ['.pdf'], contentType: 'application/pdf' },
  doc: { extensions: ['.doc'], contentType: 'application/msword' },
  docx: {
    extensions: ['.docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;
export type UploadKind = keyof typeof uploadKinds;

/** Job form resume: the spec's image types (spec §5). */
export const jobUploadKinds: readonly UploadKind[] = ['jpg', 'png', 'gif', 'svg'];
/** Internship CV: the same images plus PDF, DOC and DOCX. */
export const internshipUploadKinds: readonly UploadKind[] = [...jobUploadKinds, 'pdf', 'doc', 'docx'];

export const kindOfExtension = (extension: string): UploadKind | undefined =>
  (Object.keys(uploadKinds) as UploadKind[]).find((kind) =>
    (uploadKinds[kind].extensions as readonly string[]).includes(extension),
  );

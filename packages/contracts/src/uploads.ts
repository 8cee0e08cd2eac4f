/**
 * What the forms may upload: the file kinds per form, the largest accepted file and the messages.
 * The email backend (api/src/uploads, api/src/config.ts) and the browser forms use these same
 * constants, so a file the browser lets through is one the API accepts (and the other way round).
 */

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

/** Job form resume: image files only (.jpg, .jpeg, .png, .gif, .svg). */
export const jobUploadKinds: readonly UploadKind[] = ['jpg', 'png', 'gif', 'svg'];
/** Internship CV: the same images plus PDF, DOC and DOCX. */
export const internshipUploadKinds: readonly UploadKind[] = [...jobUploadKinds, 'pdf', 'doc', 'docx'];

/** Largest accepted file by default (the API's `API_MAX_UPLOAD_BYTES` may lower or raise it per deploy). */
export const uploadLimits = { maxFileBytes: 5 * 1024 * 1024 } as const;

/** The extensions of some kinds, in order: `['.jpg', '.jpeg', '.png', …]`. */
export const extensionsOf = (kinds: readonly UploadKind[]): string[] =>
  kinds.flatMap((kind) => [...uploadKinds[kind].extensions]);

/** The value of a file input's `accept` attribute for some kinds: `.jpg,.jpeg,.png,…`. */
export const acceptAttribute = (kinds: readonly UploadKind[]): string => extensionsOf(kinds).join(',');

/** The kind an extension (`.png`, any case) stands for, if it is one of ours. */
export const kindOfExtension = (extension: string): UploadKind | undefined =>
  (Object.keys(uploadKinds) as UploadKind[]).find((kind) =>
    (uploadKinds[kind].extensions as readonly string[]).includes(extension.toLowerCase()),
  );

/** The extension of a file name, lower-cased, with its dot (`''` when it has none). */
export const extensionOfName = (fileName: string): string => {
  // Stryker disable next-line StringLiteral: split always returns at least one piece, so pop() never falls back
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
};

/** Whether a file name ends in an extension of one of some kinds (any case). */
export const nameHasKind = (fileName: string, kinds: readonly UploadKind[]): boolean =>
  extensionsOf(kinds).includes(extensionOfName(fileName));

/** What a chosen file looks like to the rules (a browser `File` fits). */
export interface UploadCandidate {
  name: string;
  size: number;
}

/** `5 MB`, `800 KB`. */
export const formatBytes = (bytes: number): string =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/** The API's answers about files (the browser shows the same words before sending). */
export const uploadMessages = {
  typeNotAllowed: (allowed: readonly UploadKind[]): string =>
    `File type not allowed (allowed: ${extensionsOf(allowed).join(', ')})`,
  tooLarge: (maxBytes: number): string => `File is too large (at most ${formatBytes(maxBytes)})`,
  contentNotAllowed: 'File content is not an allowed type',
  extensionMismatch: 'File extension does not match its content',
} as const;

/**
 * The browser's check of a chosen file, by name and size (the API also checks the bytes):
 * the message to show, or `undefined` when the file may be sent.
 */
export const checkFileChoice = (
  file: { name: string; size: number },
  allowed: readonly UploadKind[],
  maxBytes: number = uploadLimits.maxFileBytes,
): string | undefined => {
  if (!nameHasKind(file.name, allowed)) return uploadMessages.typeNotAllowed(allowed);
  if (file.size > maxBytes) return uploadMessages.tooLarge(maxBytes);
  return undefined;
};

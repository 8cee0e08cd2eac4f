import { extname } from 'node:path';
import { uploadMessages } from '@codecrush/contracts';
import { detectUploadKind } from './detect';
import { kindOfExtension, uploadKinds, type UploadKind } from './kinds';

export type UploadCheck =
  { ok: true; kind: UploadKind; contentType: string; extension: string } | { ok: false; message: string };

/**
 * Accepts a file only when its extension is allowed, its bytes are of an allowed kind
 * (magic bytes; SVG as text) and both say the same thing.
 */
export const checkUpload = async (
  buffer: Buffer,
  filename: string,
  allowed: readonly UploadKind[],
): Promise<UploadCheck> => {
  const extension = extname(filename).toLowerCase();
  const claimed = kindOfExtension(extension);
  if (claimed === undefined || !allowed.includes(claimed)) {
    return { ok: false, message: uploadMessages.typeNotAllowed(allowed) };
  }
  const detected = await detectUploadKind(buffer);
  if (detected === undefined || !allowed.includes(detected)) {
    return { ok: false, message: uploadMessages.contentNotAllowed };
  }
  if (detected !== claimed) return { ok: false, message: uploadMessages.extensionMismatch };
  return { ok: true, kind: detected, contentType: uploadKinds[detected].contentType, extension };
};

/** The uploader's file name made safe for a mail header: base name, printable, short. */
export const cleanFileName = (filename: string, extension: string): string => {
  // Stryker disable next-line StringLiteral: split always gives at least one part, so pop() never yields undefined
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '_')
    .trim()
    .slice(-120);
  return cleaned === '' || cleaned.startsWith('.') ? `attachment${extension}` : cleaned;
};

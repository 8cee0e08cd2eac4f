import { fileTypeFromBuffer } from 'file-type';
import type { UploadKind } from './kinds';

/** Optional XML prologue (declaration, comments, doctype, whitespace), then an <svg> root element. */
const svgRoot = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s>/]/i;
/** Only the start of the file is examined for the root element. */
const svgScanBytes = 64 * 1024;

/** SVG has no magic bytes: UTF-8 text without NUL bytes whose root element is <svg>. */
const isSvg = (buffer: Buffer): boolean => {
  if (buffer.includes(0)) return false;
  let text: string;
  try {
    // Invalid UTF-8 throws; a leading byte-order mark is dropped (the decoder's default).
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return false;
  }
  return svgRoot.test(text.slice(0, svgScanBytes));
};

/** A compound (OLE) file is a Word document when it has a "WordDocument" stream. */
const wordDocumentStream = Buffer.from('WordDocument', 'utf16le');

/** What the bytes are, among the kinds the forms accept; `undefined` for anything else. */
export const detectUploadKind = async (buffer: Buffer): Promise<UploadKind | undefined> => {
  const detected = await fileTypeFromBuffer(buffer);
  switch (detected?.ext) {
    case 'jpg':
    case 'png':
    case 'gif':
    case 'pdf':
    case 'docx':
      return detected.ext;
    case 'apng':
      return 'png';
    case 'cfb':
      return buffer.includes(wordDocumentStream) ? 'doc' : undefined;
    case undefined:
    case 'xml':
      return isSvg(buffer) ? 'svg' : undefined;
    // Stryker disable next-line ConditionalExpression: without this return the function ends, which returns undefined too
    default:
      return undefined;
  }
};

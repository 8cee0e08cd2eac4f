import type { ReceivedMail } from './smtp';

/**
 * The attachments of a received message, decoded: the parts of its multipart body marked
 * `Content-Disposition: attachment` (base64, as the relay sends them).
 */
export const attachmentsOf = (mail: ReceivedMail): Buffer[] => {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.headers.get('content-type') ?? '')?.[1];
  if (boundary === undefined) return [];
  return mail.raw.split(`--${boundary}`).flatMap((part) => {
    const end = part.indexOf('\r\n\r\n');
    if (end < 0) return [];
    const head = part.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
    if (!/^content-disposition:\s*attachment/im.test(head)) return [];
    if (!/^content-transfer-encoding:\s*base64/im.test(head)) throw new Error(`attachment not in base64:\n${head}`);
    return [Buffer.from(part.slice(end + 4).replace(/\s+/g, ''), 'base64')];
  });
};

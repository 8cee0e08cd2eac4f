import { crc32 } from 'node:zlib';

/** One PNG chunk: length, type, data and the CRC of type + data. */
const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 1×1 PNG; `beforeImage` chunks go between the header and the image data. */
const png = (beforeImage: Buffer[]): Buffer => {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    ...beforeImage,
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 2, 0, 1])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Minimal but genuine file contents of each kind, for upload tests. */
export const pngBytes = (): Buffer => png([]);

/** An animated PNG (APNG): one frame, an animation control chunk before the image data. */
export const apngBytes = (): Buffer => {
  const animation = Buffer.alloc(8);
  animation.writeUInt32BE(1, 0); // frames
  const frame = Buffer.alloc(26);
  frame.writeUInt32BE(1, 4); // width
  frame.writeUInt32BE(1, 8); // height
  frame.writeUInt16BE(1, 22); // delay denominator
  return png([pngChunk('acTL', animation), pngChunk('fcTL', frame)]);
};

export const jpegBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);

export const gifBytes = (): Buffer =>
  Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from([0x3b])]);

export const svgBytes = (): Buffer =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>\n',
  );

export const pdfBytes = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** An OLE compound file whose directory names one stream. */
const compoundFileBytes = (streamName: string): Buffer => {
  const header = Buffer.alloc(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const directory = Buffer.alloc(512);
  directory.write(streamName, 0, 'utf16le');
  return Buffer.concat([header, directory]);
};

/** An OLE compound file with a WordDocument stream, like a .doc. */
export const docBytes = (): Buffer => compoundFileBytes('WordDocument');

/** An OLE compound file with a Workbook stream, like an Excel .xls (the same container as a .doc). */
export const xlsBytes = (): Buffer => compoundFileBytes('Workbook');

/** An OLE compound file with a Windows Installer stream, like an .msi package. */
export const msiBytes = (): Buffer => compoundFileBytes('\u0005SummaryInformation');

/** An uncompressed ZIP archive with the given entries. */
export const zipBytes = (entries: ReadonlyArray<readonly [string, string]>): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    const localRecord = Buffer.concat([local, fileName, data]);
    locals.push(localRecord);
    centrals.push(Buffer.concat([central, fileName]));
    offset += localRecord.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
};

export const docxBytes = (): Buffer =>
  zipBytes([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'],
  ]);

/** Executables: an ELF binary header and a Windows PE ("MZ") header. */
export const elfBytes = (): Buffer =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

export const exeBytes = (): Buffer => {
  const buffer = Buffer.alloc(256);
  buffer.write('MZ', 0, 'latin1');
  buffer.writeUInt32LE(0x80, 0x3c);
  buffer.write('PE\0\0', 0x80, 'latin1');
  return buffer;
};

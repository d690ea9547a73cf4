import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Files made in the test, byte for byte what their kind looks like: no fixtures on disk. */

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG (8-bit RGB) of a red and blue diagonal split, `size` pixels square. */
export function makePng(size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) row.set(x > y ? [220, 20, 20] : [20, 20, 220], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `bytes` padded with zeros to exactly `length` (the kind is told by the start). */
export const padTo = (bytes: Buffer, length: number) =>
  Buffer.concat([bytes, Buffer.alloc(length - bytes.length)]);

/** The first bytes of a JPEG (its signature is all a type check reads). */
export const JPEG_START = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);

/** A one-page PDF with `text` on it. */
export async function makePdf(text = 'FastForward test document'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** The smallest Word document LibreOffice and file-type both take for one: a paragraph of `text`. */
export function makeDocx(text = 'Hello FastForward'): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    }),
  );
}

/**
 * An OLE compound file (the container of .doc and .xls): the 512-byte header, then a directory
 * sector whose second entry names `stream` (WordDocument, Workbook …). `misaligned` puts the name
 * off the 128-byte entry grid, where only text inside a stream could be.
 */
export function makeCfb(stream: string, options: { misaligned?: boolean } = {}): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  const directory = Buffer.alloc(512);
  const entry = (at: number, name: string) => {
    const encoded = Buffer.from(`${name}\u0000`, 'utf16le');
    encoded.copy(directory, at);
    directory.writeUInt16LE(encoded.length, at + 64);
  };
  entry(0, 'Root Entry');
  entry(options.misaligned ? 130 : 128, stream);
  return Buffer.concat([header, directory, randomBytes(1024)]);
}

export type UploadFile = { name: string; bytes: Buffer; contentType?: string; field?: string };

/**
 * A multipart/form-data body holding one file. The name goes in `filename*` (RFC 5987), so any
 * character can be sent as a browser or a hand-made client would.
 */
export function multipartBody(file: UploadFile): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fastforward${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename*=UTF-8''${encodeURIComponent(file.name)}\r\n` +
    `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The UTF-8 name of a Content-Disposition's `filename*`. */
export const dispositionName = (header: string | undefined) => {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header ?? '')?.[1];
  return encoded === undefined ? undefined : decodeURIComponent(encoded);
};

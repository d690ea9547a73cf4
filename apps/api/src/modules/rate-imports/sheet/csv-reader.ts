import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ReadRowsOptions, ReadRowsStats, SheetRow, SpreadsheetSource } from './sheet-rows';

/** A CSV file has one sheet; reports and mappings name it so. */
export const CSV_SHEET_NAME = 'Sheet1';

/** Excel's own limit of a cell: an unclosed quote cannot grow one field to the size of the file. */
const MAX_FIELD_CHARS = 32_767;
const SNIFF_BYTES = 64 * 1024;

/**
 * Excel saves "CSV" in the machine's ANSI code page and "CSV UTF-8" in UTF-8: a file that is not
 * valid UTF-8 is read as Windows-1252 rather than shown with replacement characters.
 */
async function detectEncoding(path: string): Promise<'utf-8' | 'windows-1252'> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The separator the first lines use most outside quotes: comma, semicolon (European Excel) or tab. */
export function detectDelimiter(sample: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  let lines = 0;
  for (const char of sample) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n' && ++lines >= 20) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

async function readSample(path: string, encoding: string): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of createReadStream(path, { end: SNIFF_BYTES - 1 })) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
  }
  return new TextDecoder(encoding).decode(Buffer.concat(chunks, length));
}

/** Opens a CSV file (already judged safe) as a one-sheet source. */
export async function openCsv(path: string): Promise<SpreadsheetSource> {
  const encoding = await detectEncoding(path);
  const delimiter = detectDelimiter(await readSample(path, encoding));
  const { size } = await stat(path);
  return {
    sheets: [{ name: CSV_SHEET_NAME, hidden: false }],
    date1904: false,
    sizeOf: () => size,
    readRows: (_sheet, options, stats) => readCsvRows(path, encoding, delimiter, size, options, stats),
    close: () => {},
  };
}

/** RFC 4180 records, streamed: quoted fields may hold separators, doubled quotes and line breaks. */
async function* readCsvRows(
  path: string,
  encoding: string,
  delimiter: string,
  size: number,
  options: ReadRowsOptions,
  stats: ReadRowsStats,
): AsyncGenerator<SheetRow> {
  const decoder = new TextDecoder(encoding);
  const ready: SheetRow[] = [];
  let record = 1;
  let column = 1;
  let cells: SheetRow['cells'] = [];
  let hasContent = false;
  let field = '';
  let quoted = false;
  let quoteSeen = false;
  let afterCr = false;
  let first = true;
  let pendingQuote = false;

  const endField = () => {
    if (field.trim() !== '') {
      stats.maxColumn = Math.max(stats.maxColumn, column);
      if (column <= options.maxColumn) {
        if (!options.countOnly) cells[column - 1] = { kind: 'text', text: field };
        hasContent = true;
      }
    }
    field = '';
    quoteSeen = false;
    column += 1;
  };
  const endRecord = () => {
    endField();
    if (hasContent) ready.push({ number: record, hidden: false, cells });
    record += 1;
    column = 1;
    cells = [];
    hasContent = false;
  };
  const append = (text: string) => {
    if (field.length < MAX_FIELD_CHARS) field += text;
  };

  const consume = (text: string) => {
    let start = 0;
    for (let index = 0; index < text.length; index += 1) {
      const char = text[index];
      if (first) {
        first = false;
        if (char === '\uFEFF') {
          start = index + 1;
          continue;
        }
      }
      if (quoted) {
        if (char === '"') {
          append(text.slice(start, index));
          if (text[index + 1] === '"') {
            append('"');
            index += 1;
          } else if (index + 1 === text.length) {
            // A quote at the end of a chunk: the next chunk says whether it is doubled.
            pendingQuote = true;
          } else {
            quoted = false;
          }
          start = index + 1;
        }
        continue;
      }
      if (afterCr) {
        afterCr = false;
        if (char === '\n') {
          start = index + 1;
          continue;
        }
      }
      if (char === '"' && field === '' && start === index) {
        quoted = true;
        quoteSeen = true;
        start = index + 1;
      } else if (char === delimiter) {
        append(text.slice(start, index));
        endField();
        start = index + 1;
      } else if (char === '\n' || char === '\r') {
        append(text.slice(start, index));
        endRecord();
        afterCr = char === '\r';
        start = index + 1;
      }
    }
    if (quoted || start < text.length) append(text.slice(start));
  };

  let read = 0;
  for await (const chunk of createReadStream(path)) {
    read += (chunk as Buffer).length;
    let text = decoder.decode(chunk as Buffer, { stream: true });
    if (pendingQuote) {
      pendingQuote = false;
      if (text.startsWith('"')) {
        append('"');
        text = text.slice(1);
      } else {
        quoted = false;
      }
    }
    consume(text);
    options.onBytes?.(read, size);
    yield* ready.splice(0);
  }
  if (pendingQuote) quoted = false;
  consume(decoder.decode());
  if (field !== '' || column > 1 || quoteSeen) endRecord();
  yield* ready.splice(0);
}

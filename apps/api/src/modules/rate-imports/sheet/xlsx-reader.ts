import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  columnOfReference,
  type ReadRowsOptions,
  type ReadRowsStats,
  type SheetCell,
  type SheetInfo,
  type SheetRow,
  type SpreadsheetSource,
} from './sheet-rows';

/*
 * The workbook is read straight from the zip's central directory with yauzl rather than through
 * exceljs's streaming reader: exceljs reads the local headers in file order (it buffers sheets
 * that come before the shared strings into temporary files and never checks the sizes the
 * central directory declared), drops the `hidden` flag of rows, and decodes each chunk of XML on
 * its own (a character split across two chunks is lost). yauzl checks that every entry inflates
 * to exactly the size `assertSafeSpreadsheet` judged, and saxes never expands DTD entities.
 */

type XmlHandler = {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
};

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Feeds the XML of a stream to `handler`, yielding after each chunk so the caller drains what it gathered. */
async function* feedXml(
  stream: Readable,
  handler: XmlHandler,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<void> {
  const parser = new SaxesParser();
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) =>
    handler.open?.(localName(tag.name), tag.attributes as Record<string, string>),
  );
  parser.on('text', (text) => handler.text?.(text));
  parser.on('cdata', (text) => handler.text?.(text));
  parser.on('closetag', (tag) => handler.close?.(localName(tag.name)));
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream) {
      onBytes?.((chunk as Buffer).length);
      parser.write(decoder.write(chunk as Buffer));
      if (failure) throw failure;
      yield;
    }
    parser.write(decoder.end());
    parser.close();
    if (failure) throw failure;
  } finally {
    stream.destroy();
  }
}

async function drain(generator: AsyncGenerator<void>): Promise<void> {
  for await (const _ of generator);
}

/** Excel's built-in number formats that show a date or a time (ECMA-376 §18.8.30). */
const isBuiltInDateFormat = (id: number) =>
  (id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58);

/** A custom format shows a date when, outside quotes, brackets and escapes, it has a date or time letter. */
const isDateFormatCode = (code: string) =>
  /[ymdhs]/i.test(
    code
      .replace(/"[^"]*"/g, '')
      .replace(/\[[^\]]*]/g, '')
      .replace(/\\./g, ''),
  );

/** Opens a workbook (already judged safe) and reads its parts: sheets, shared strings, date styles. */
export async function openWorkbook(path: string): Promise<SpreadsheetSource> {
  const zip = await yauzl.openPromise(path, {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: true,
    validateEntrySizes: true,
  });
  try {
    const entries = new Map<string, Entry>();
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);

    const read = async (part: string, handler: XmlHandler) => {
      const entry = entries.get(part);
      if (entry) await drain(feedXml(await zip.openReadStreamPromise(entry), handler));
      return entry !== undefined;
    };
    const relationships = async (part: string) => {
      const rels = new Map<string, { type: string; target: string }>();
      const relsPart = posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);
      await read(relsPart, {
        open(name, attributes) {
          if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
          const target = attributes.Target.startsWith('/')
            ? attributes.Target.slice(1)
            : posix.normalize(posix.join(posix.dirname(part), attributes.Target));
          rels.set(attributes.Id, { type: attributes.Type ?? '', target });
        },
      });
      return rels;
    };

    const rootRels = await relationships('');
    const workbookPart =
      [...rootRels.values()].find((rel) => rel.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
    const workbookRels = await relationships(workbookPart);
    const partOf = (typeSuffix: string) =>
      [...workbookRels.values()].find((rel) => rel.type.endsWith(typeSuffix))?.target;

    let date1904 = false;
    const declared: { name: string; hidden: boolean; part: string }[] = [];
    await read(workbookPart, {
      open(name, attributes) {
        if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
        if (name !== 'sheet') return;
        // The relationship id is `r:id` in what Excel writes; other writers bind another prefix.
        const relId = Object.entries(attributes).find(([attribute]) => attribute.endsWith(':id'))?.[1];
        const rel = workbookRels.get(relId ?? '');
        // Chart sheets and dialog sheets hold no cells.
        if (!rel?.type.endsWith('/worksheet') || !entries.has(rel.target)) return;
        const state = attributes.state ?? 'visible';
        declared.push({ name: attributes.name ?? rel.target, hidden: state !== 'visible', part: rel.target });
      },
    });

    const dateStyles = new Set<number>();
    const stylesPart = partOf('/styles');
    if (stylesPart) {
      const customDateFormats = new Set<number>();
      let inCellXfs = false;
      let xfIndex = 0;
      await read(stylesPart, {
        open(name, attributes) {
          if (name === 'numFmt' && isDateFormatCode(attributes.formatCode ?? '')) {
            customDateFormats.add(Number(attributes.numFmtId));
          } else if (name === 'cellXfs') {
            inCellXfs = true;
          } else if (name === 'xf' && inCellXfs) {
            const id = Number(attributes.numFmtId ?? 0);
            if (isBuiltInDateFormat(id) || customDateFormats.has(id)) dateStyles.add(xfIndex);
            xfIndex += 1;
          }
        },
        close(name) {
          if (name === 'cellXfs') inCellXfs = false;
        },
      });
    }

    const sharedStrings: string[] = [];
    const sharedStringsPart = partOf('/sharedStrings');
    if (sharedStringsPart) {
      let parts: string[] = [];
      let inText = false;
      let phonetic = 0;
      await read(sharedStringsPart, {
        open(name) {
          if (name === 'si') parts = [];
          else if (name === 'rPh') phonetic += 1;
          else if (name === 't') inText = phonetic === 0;
        },
        text(text) {
          if (inText) parts.push(text);
        },
        close(name) {
          if (name === 't') inText = false;
          else if (name === 'rPh') phonetic -= 1;
          else if (name === 'si') sharedStrings.push(parts.join(''));
        },
      });
    }

    const partOfSheet = (sheet: string) => {
      const found = declared.find((candidate) => candidate.name === sheet);
      if (!found) throw new Error(`The workbook has no sheet '${sheet}'`);
      return found.part;
    };

    return {
      date1904,
      sheets: declared.map(({ name, hidden }): SheetInfo => ({ name, hidden })),
      sizeOf: (sheet) => entries.get(partOfSheet(sheet))?.uncompressedSize ?? 0,
      readRows: (sheet, options, stats) => {
        const entry = entries.get(partOfSheet(sheet)) as Entry;
        return readSheetRows(zip, entry, { sharedStrings, dateStyles }, options, stats);
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

type CellDraft = {
  column: number;
  type: string;
  style: number;
  value: string | null;
  formula: string | null;
  inline: string[] | null;
};

async function* readSheetRows(
  zip: ZipFile,
  entry: Entry,
  book: { sharedStrings: string[]; dateStyles: Set<number> },
  options: ReadRowsOptions,
  stats: ReadRowsStats,
): AsyncGenerator<SheetRow> {
  const ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let rowHasContent = false;
  let lastRow = 0;
  let lastColumn = 0;
  let cell: CellDraft | null = null;
  let target: 'value' | 'formula' | 'inline' | null = null;
  let inInline = false;
  let phonetic = 0;
  /** The row being read is only counted: its cells are looked at for whether they hold anything. */
  let counting = false;

  const finishCell = (draft: CellDraft): SheetCell | undefined => {
    if (draft.value === null && draft.inline === null) {
      return draft.formula !== null ? { kind: 'formula', formula: draft.formula } : undefined;
    }
    const value = draft.value ?? '';
    switch (draft.type) {
      case 's':
        return { kind: 'text', text: book.sharedStrings[Number(value)] ?? '' };
      case 'inlineStr':
        return { kind: 'text', text: (draft.inline ?? []).join('') };
      case 'str':
      case 'd':
        return { kind: 'text', text: value };
      case 'b':
        return { kind: 'boolean', value: value.trim() === '1' || value.trim() === 'true' };
      case 'e':
        return { kind: 'error', code: value };
      default: {
        const number = Number(value);
        return value.trim() === '' || !Number.isFinite(number)
          ? { kind: 'text', text: value }
          : { kind: 'number', value: number, isDate: book.dateStyles.has(draft.style) };
      }
    }
  };

  let countedColumn = 0;
  let countedHasValue = false;

  const handler: XmlHandler = {
    open(name, attributes) {
      if (counting && (name === 'v' || name === 'f' || name === 'is')) {
        // What finishCell would keep: any value, inline string or formula.
        countedHasValue = true;
        return;
      }
      switch (name) {
        case 'row': {
          const number = attributes.r ? Number.parseInt(attributes.r, 10) : lastRow + 1;
          lastRow = number;
          lastColumn = 0;
          rowHasContent = false;
          counting = options.countOnly === true;
          row = { number, hidden: attributes.hidden === '1' || attributes.hidden === 'true', cells: [] };
          break;
        }
        case 'c': {
          const column = (attributes.r ? columnOfReference(attributes.r) : null) ?? lastColumn + 1;
          lastColumn = column;
          if (counting) {
            countedColumn = column;
            countedHasValue = false;
            break;
          }
          cell = {
            column,
            type: attributes.t ?? 'n',
            style: Number(attributes.s ?? 0),
            value: null,
            formula: null,
            inline: null,
          };
          break;
        }
        case 'v':
          if (cell) {
            cell.value = '';
            target = 'value';
          }
          break;
        case 'f':
          if (cell) {
            cell.formula = '';
            target = 'formula';
          }
          break;
        case 'is':
          if (cell) {
            cell.inline = [];
            inInline = true;
          }
          break;
        case 'rPh':
          phonetic += 1;
          break;
        case 't':
          if (inInline && phonetic === 0) target = 'inline';
          break;
      }
    },
    text(text) {
      if (!cell || target === null) return;
      if (target === 'value') cell.value += text;
      else if (target === 'formula') cell.formula += text;
      else cell.inline?.push(text);
    },
    close(name) {
      switch (name) {
        case 'v':
        case 'f':
        case 't':
          target = null;
          break;
        case 'is':
          inInline = false;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'c': {
          if (counting) {
            if (!countedHasValue) break;
            stats.maxColumn = Math.max(stats.maxColumn, countedColumn);
            if (countedColumn <= options.maxColumn) rowHasContent = true;
            break;
          }
          const draft = cell as CellDraft | null;
          cell = null;
          if (!draft || !row) break;
          const value = finishCell(draft);
          if (value === undefined) break;
          stats.maxColumn = Math.max(stats.maxColumn, draft.column);
          if (draft.column > options.maxColumn) break;
          row.cells[draft.column - 1] = value;
          rowHasContent = true;
          break;
        }
        case 'row':
          if (row && rowHasContent) ready.push(row);
          row = null;
          break;
      }
    },
  };

  let read = 0;
  const total = entry.uncompressedSize;
  const stream = await zip.openReadStreamPromise(entry);
  for await (const _ of feedXml(stream, handler, (bytes) => {
    read += bytes;
    options.onBytes?.(read, total);
  })) {
    yield* ready.splice(0);
  }
  yield* ready.splice(0);
}

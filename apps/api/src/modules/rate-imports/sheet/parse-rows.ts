// The worker loads only the domain modules it uses (the package's index loads every area's schemas).

import { normaliseHeader } from '@fastforward/domain/rates/import-mapping';
import {
  type ImportReport,
  type ImportRowError,
  type ImportTarget,
  IMPORT_TARGET_LABELS as LABEL,
  type RateImportMappingRequest,
} from '@fastforward/domain/rates/import-schemas';
import type { rateImportRows } from '../../../db/schema/rates';
import { AppError } from '../../../lib/app-error';
import { type Parsed, parseAmount, parseDate, parseDays, textValue, unusableCell } from './cell-values';
import {
  findCommodityType,
  findContainerSize,
  findLine,
  findPort,
  findSlab,
  type ImportLookups,
} from './lookups';
import { openSpreadsheet, withReadErrors } from './open-spreadsheet';
import { assertSafeSpreadsheet } from './safety';
import {
  columnLetter,
  isEmptyCell,
  type ReadRowsStats,
  type SheetCell,
  type SheetKind,
  type SheetRow,
} from './sheet-rows';

/** A parsed good row, as `rate_import_rows` stages it before the preview decides its action. */
export type StagedRateRow = Omit<
  typeof rateImportRows.$inferSelect,
  'id' | 'importId' | 'action' | 'existingRateId' | 'existingBuyRate' | 'existingSellRate'
>;

export type ParseRateRowsInput = {
  path: string;
  kind: SheetKind;
  mapping: RateImportMappingRequest;
  lookups: ImportLookups;
  /** The import's vendor: it is stored on the import, not on each row. */
  vendorId: number | null;
  /** Called with each batch of good rows; the next batch waits for it. */
  onBatch(rows: StagedRateRow[]): Promise<void>;
  onProgress(percent: number): void;
};

/** Rows handed over at once: memory stays bounded whatever the sheet's length. */
export const IMPORT_BATCH_ROWS = 5_000;
/** Bad-row errors kept in the report; `errorCount` and `badRows` count them all. */
export const MAX_REPORTED_ERRORS = 1_000;
export const MAX_REPORTED_HIDDEN_ROWS = 1_000;
const REMARKS_MAX = 1_000;

/** What carriers write in a size's price column for "no rate": no rate for that size, not an error. */
const NO_PRICE = new Set(['', 'na', 'nil', 'tba', 'tbc', 'tbd', 'onrequest', 'or', 'rfq', 'ask', 'none']);
const isNoPrice = (cell: SheetCell) =>
  cell.kind === 'text' && (/^[-–—]+$/.test(cell.text.trim()) || NO_PRICE.has(normaliseHeader(cell.text)));

const MODE_WORDS: Record<string, 'sea' | 'air'> = {
  sea: 'sea',
  ocean: 'sea',
  fcl: 'sea',
  seafreight: 'sea',
  oceanfreight: 'sea',
  air: 'air',
  airfreight: 'air',
};

const PORT_TYPES_OF_MODE = { sea: ['sea', 'dry'], air: ['air'] } as const;

type SheetPlan = {
  name: string;
  headerRow: number;
  fields: Map<ImportTarget, { column: number; header: string }>;
  prices: { column: number; header: string; containerSizeId: number }[];
  maxColumn: number;
};

function planOf(sheet: RateImportMappingRequest['sheets'][number]): SheetPlan {
  const fields = new Map<ImportTarget, { column: number; header: string }>();
  const prices: SheetPlan['prices'] = [];
  for (const column of sheet.columns) {
    if (column.target === 'ignore') continue;
    if (column.target === 'sizePrice') {
      if (column.containerSizeId) prices.push({ ...column, containerSizeId: column.containerSizeId });
    } else if (!fields.has(column.target)) {
      fields.set(column.target, column);
    }
  }
  // A sheet with a price column per size prices the size of its column: a size or rate column is moot.
  if (prices.length > 0) {
    for (const target of ['containerSize', 'weightSlab', 'buyRate', 'sellRate'] as const)
      fields.delete(target);
  }
  const columns = [...fields.values(), ...prices].map(({ column }) => column);
  return { name: sheet.name, headerRow: sheet.headerRow, fields, prices, maxColumn: Math.max(1, ...columns) };
}

/**
 * Parses the mapped sheets of a rate sheet into staged rates, streaming: a long sheet gives a
 * rate per row, a wide one (a price column per container size) a rate per priced size of each
 * row. What the sheet leaves out comes from the mapping's defaults. Every cell is validated and
 * resolved through `lookups`; a row with any bad cell stages nothing, and every bad cell is
 * counted (the first MAX_REPORTED_ERRORS kept) with its sheet, row, column letter and the SPEC
 * label of its field. Hidden rows and sheets are parsed like the others and listed.
 */
export async function parseRateRows(input: ParseRateRowsInput): Promise<ImportReport> {
  const { path, kind, mapping, lookups, onBatch, onProgress } = input;
  await assertSafeSpreadsheet(path, kind);
  return withReadErrors(kind, async () => {
    const source = await openSpreadsheet(path, kind);
    try {
      const known = new Map(source.sheets.map((sheet) => [sheet.name, sheet]));
      for (const sheet of mapping.sheets) {
        if (!known.has(sheet.name))
          throw AppError.fieldError('sheets', `The file has no sheet '${sheet.name}'`);
      }
      const report: ImportReport = {
        totalRows: 0,
        goodRows: 0,
        badRows: 0,
        errors: [],
        errorCount: 0,
        hiddenRows: [],
        hiddenSheets: [],
      };
      const pending: StagedRateRow[] = [];
      const total = mapping.sheets.reduce((sum, sheet) => sum + source.sizeOf(sheet.name), 0);
      let done = 0;
      let lastPercent = -1;
      const progress = (bytes: number) => {
        const percent = Math.min(99, Math.floor((100 * bytes) / Math.max(total, 1)));
        if (percent === lastPercent) return;
        lastPercent = percent;
        onProgress(percent);
      };

      for (const sheet of mapping.sheets) {
        const plan = planOf(sheet);
        if (known.get(sheet.name)?.hidden) report.hiddenSheets.push(sheet.name);
        const stats: ReadRowsStats = { maxColumn: 0 };
        const rows = source.readRows(
          sheet.name,
          { maxColumn: plan.maxColumn, onBytes: (read) => progress(done + read) },
          stats,
        );
        for await (const row of rows) {
          if (row.number <= plan.headerRow || isBlankOrHeader(row, plan)) continue;
          report.totalRows += 1;
          if (row.hidden && report.hiddenRows.length < MAX_REPORTED_HIDDEN_ROWS) {
            report.hiddenRows.push({ sheet: sheet.name, row: row.number });
          }
          const { staged, errors } = parseRow(row, plan, mapping.defaults, lookups, source.date1904);
          if (errors.length > 0) {
            report.badRows += 1;
            report.errorCount += errors.length;
            for (const error of errors) {
              if (report.errors.length < MAX_REPORTED_ERRORS) report.errors.push(error);
            }
            continue;
          }
          report.goodRows += 1;
          pending.push(...staged);
          if (pending.length >= IMPORT_BATCH_ROWS) await onBatch(pending.splice(0));
        }
        done += source.sizeOf(sheet.name);
      }
      if (pending.length > 0) await onBatch(pending.splice(0));
      onProgress(100);
      return report;
    } finally {
      source.close();
    }
  });
}

/** A row with nothing in the mapped columns, or the header repeated (sheets printed across pages). */
function isBlankOrHeader(row: SheetRow, plan: SheetPlan): boolean {
  let filled = 0;
  let repeatsHeader = true;
  for (const { column, header } of [...plan.fields.values(), ...plan.prices]) {
    const cell = row.cells[column - 1];
    if (!cell || isEmptyCell(cell)) continue;
    filled += 1;
    if (normaliseHeader(textValue(cell)) !== normaliseHeader(header)) repeatsHeader = false;
  }
  return filled === 0 || repeatsHeader;
}

function parseRow(
  row: SheetRow,
  plan: SheetPlan,
  defaults: RateImportMappingRequest['defaults'],
  lookups: ImportLookups,
  date1904: boolean,
): { staged: StagedRateRow[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const fail = (target: ImportTarget, reason: string, column = plan.fields.get(target)?.column) => {
    errors.push({
      sheet: plan.name,
      row: row.number,
      column: column ? columnLetter(column) : '',
      field: LABEL[target],
      reason,
    });
  };
  /** The mapped cell of a field: undefined when unmapped or empty, null when it failed. */
  const cellOf = (target: ImportTarget): SheetCell | null | undefined => {
    const column = plan.fields.get(target)?.column;
    const cell = column ? row.cells[column - 1] : undefined;
    if (!cell || isEmptyCell(cell)) return undefined;
    const unusable = unusableCell(cell);
    if (unusable) {
      fail(target, `${LABEL[target]}: ${unusable}`);
      return null;
    }
    return cell;
  };
  const textOf = (target: ImportTarget) => {
    const cell = cellOf(target);
    return cell ? textValue(cell) : cell;
  };
  const parsed = <T>(target: ImportTarget, parse: (cell: SheetCell, label: string) => Parsed<T>) => {
    const cell = cellOf(target);
    if (!cell) return cell;
    const result = parse(cell, LABEL[target]);
    if (result.ok) return result.value;
    fail(target, result.reason);
    return null;
  };

  const wide = plan.prices.length > 0;
  let mode: 'sea' | 'air' | null = null;
  const modeText = textOf('mode');
  if (modeText) {
    mode = MODE_WORDS[normaliseHeader(modeText)] ?? null;
    if (!mode) fail('mode', `${LABEL.mode} must be sea or air`);
  } else if (modeText === undefined) {
    mode =
      defaults.mode ??
      (wide || plan.fields.has('containerSize') ? 'sea' : plan.fields.has('weightSlab') ? 'air' : null);
    if (!mode) fail('mode', `${LABEL.mode} is required`);
  }
  if (wide && mode === 'air') {
    fail('mode', `${LABEL.mode} must be sea in a sheet with a price column per container size`);
  }

  const forMode = `for ${mode === 'air' ? 'an air' : 'a sea'} rate`;
  const port = (target: 'originPort' | 'destinationPort') => {
    const text = textOf(target);
    if (text === null) return null;
    if (text === undefined) {
      fail(target, `${LABEL[target]} is required`);
      return null;
    }
    const found = findPort(lookups, text, mode ? PORT_TYPES_OF_MODE[mode] : ['sea', 'dry', 'air']);
    const kindOf = (type: string) =>
      type === 'air' ? 'an airport' : type === 'dry' ? 'a dry port' : 'a sea port';
    if (!found) {
      fail(target, `${LABEL[target]} '${text}' is not a known ${mode === 'air' ? 'airport' : 'port'}`);
    } else if ('wrongType' in found) {
      fail(target, `${LABEL[target]} '${text}' is ${kindOf(found.wrongType)}, not ${forMode}`);
    } else if (found.ambiguous) {
      fail(target, `${LABEL[target]} '${text}' names several ports: use the port's code`);
    } else {
      return found.id;
    }
    return null;
  };
  const originPortId = port('originPort');
  const destinationPortId = port('destinationPort');
  if (originPortId !== null && originPortId === destinationPortId) {
    fail('destinationPort', `${LABEL.destinationPort} must differ from ${LABEL.originPort}`);
  }

  let shippingCompanyId: number | null = null;
  const lineText = textOf('shippingLine');
  if (lineText) {
    const found = mode ? findLine(lookups, lineText, mode) : findLine(lookups, lineText, 'sea');
    if (!found) fail('shippingLine', `${LABEL.shippingLine} '${lineText}' is not a known shipping line`);
    else if ('wrongMode' in found) {
      fail(
        'shippingLine',
        `${LABEL.shippingLine} '${lineText}' is ${found.wrongMode === 'air' ? 'an airline' : 'an ocean carrier'}, not ${forMode}`,
      );
    } else if (found.ambiguous) {
      fail(
        'shippingLine',
        `${LABEL.shippingLine} '${lineText}' names several lines: use its SCAC or IATA code`,
      );
    } else shippingCompanyId = found.id;
  } else if (lineText === undefined) {
    shippingCompanyId = defaults.shippingCompanyId ?? null;
    if (shippingCompanyId === null) fail('shippingLine', `${LABEL.shippingLine} is required`);
  }

  let containerSizeId: number | null = null;
  let weightSlabId: number | null = null;
  if (!wide && mode === 'sea') {
    const text = textOf('containerSize');
    if (text === undefined) fail('containerSize', `${LABEL.containerSize} is required for a sea rate`);
    else if (text !== null) {
      containerSizeId = findContainerSize(lookups, text) ?? null;
      if (containerSizeId === null) {
        fail('containerSize', `${LABEL.containerSize} '${text}' is not a known container size`);
      }
    }
  } else if (!wide && mode === 'air') {
    const text = textOf('weightSlab');
    if (text === undefined) fail('weightSlab', `${LABEL.weightSlab} is required for an air rate`);
    else if (text !== null) {
      const slab = findSlab(lookups, text, 'air');
      if (!slab)
        fail('weightSlab', `${LABEL.weightSlab} '${text}' is not one of the company's air weight slabs`);
      else if (slab.ambiguous) fail('weightSlab', `${LABEL.weightSlab} '${text}' names several weight slabs`);
      else weightSlabId = slab.id;
    }
  }

  let commodityType: string | null = null;
  const commodityText = textOf('commodityType');
  if (commodityText) {
    commodityType = findCommodityType(lookups, commodityText) ?? null;
    if (!commodityType) {
      fail(
        'commodityType',
        `${LABEL.commodityType} must be ${[...lookups.commodityTypes].sort().join(', ')}`,
      );
    }
  } else if (commodityText === undefined) {
    // General cargo unless told: what nearly every carrier's sheet quotes.
    commodityType = defaults.commodityType ?? (lookups.commodityTypes.has('GNRL') ? 'GNRL' : null);
    if (!commodityType) fail('commodityType', `${LABEL.commodityType} is required`);
  }

  let currency: string | null = null;
  const currencyText = textOf('currency');
  if (currencyText) {
    const code = currencyText.toUpperCase();
    if (!/^[A-Z]{3}$/.test(code))
      fail('currency', `${LABEL.currency} must be a 3-letter ISO 4217 code, e.g. USD`);
    else if (!lookups.currencies.has(code))
      fail('currency', `${LABEL.currency} '${code}' is not a known currency`);
    else currency = code;
  } else if (currencyText === undefined) {
    currency = defaults.currency ?? null;
    if (!currency) fail('currency', `${LABEL.currency} is required`);
  }

  const day = (target: 'validFrom' | 'validTill', fallback: string | null | undefined) => {
    const value = parsed(target, (cell, label) => parseDate(cell, label, date1904));
    if (value !== undefined) return value;
    if (!fallback) fail(target, `${LABEL[target]} is required`);
    return fallback ?? null;
  };
  const validFrom = day('validFrom', defaults.validFrom);
  const validTill = day('validTill', defaults.validTill);
  if (validFrom && validTill && validTill < validFrom) {
    fail('validTill', `${LABEL.validTill} must be on or after ${LABEL.validFrom}`);
  }

  const transitDays = parsed('transitDays', parseDays) ?? null;
  const freeDays = parsed('freeDays', parseDays) ?? null;

  let incotermCode: string | null = null;
  const incotermText = textOf('incoterm');
  if (incotermText) {
    const code = incotermText.toUpperCase();
    if (lookups.incoterms.has(code)) incotermCode = code;
    else fail('incoterm', `${LABEL.incoterm} '${incotermText}' is not a known incoterm`);
  }

  const remarks = textOf('remarks') ?? null;
  if (remarks && remarks.length > REMARKS_MAX) {
    fail('remarks', `${LABEL.remarks} must not exceed ${REMARKS_MAX} characters`);
  }

  const prices: { containerSizeId: number | null; buyRate: string; sellRate: string | null }[] = [];
  if (wide) {
    for (const price of plan.prices) {
      const cell = row.cells[price.column - 1];
      if (!cell || isEmptyCell(cell) || isNoPrice(cell)) continue;
      const unusable = unusableCell(cell);
      const result = unusable
        ? ({ ok: false, reason: `${LABEL.buyRate} (${price.header}): ${unusable}` } as const)
        : parseAmount(cell, `${LABEL.buyRate} (${price.header})`);
      if (result.ok)
        prices.push({ containerSizeId: price.containerSizeId, buyRate: result.value, sellRate: null });
      else fail('sizePrice', result.reason, price.column);
    }
    if (prices.length === 0 && errors.every((error) => error.field !== LABEL.sizePrice)) {
      fail('sizePrice', 'No price in any container size column', plan.prices[0]?.column);
    }
  } else {
    const buyRate = parsed('buyRate', parseAmount);
    if (buyRate === undefined) fail('buyRate', `${LABEL.buyRate} is required`);
    const sellRate = parsed('sellRate', parseAmount) ?? null;
    if (buyRate) prices.push({ containerSizeId, buyRate, sellRate });
  }

  if (errors.length > 0) return { staged: [], errors };
  return {
    errors,
    staged: prices.map((price) => ({
      sheetName: plan.name,
      rowNumber: row.number,
      mode: mode as string,
      originPortId: originPortId as number,
      destinationPortId: destinationPortId as number,
      shippingCompanyId,
      containerSizeId: price.containerSizeId,
      weightSlabId,
      commodityType: commodityType as string,
      buyRate: price.buyRate,
      sellRate: price.sellRate,
      currency: currency as string,
      validFrom: validFrom as string,
      validTill: validTill as string,
      transitDays,
      freeDays,
      incotermCode,
      remarks,
    })),
  };
}

import {
  headerSignature,
  IMPORT_TARGET_LABELS,
  type ImportContainerSize,
  type ImportDefaults,
  type ImportLayout,
  type ImportTarget,
  proposeColumnMapping,
  type RateImportMappingRequest,
} from '@fastforward/domain';
import { AppError } from '../../lib/app-error';

type LayoutSheet = ImportLayout['sheets'][number];
type MappedSheet = RateImportMappingRequest['sheets'][number];

const PRICE_TARGETS: readonly ImportTarget[] = ['buyRate', 'sizePrice'];
const hasTarget = (sheet: MappedSheet, targets: readonly ImportTarget[]) =>
  sheet.columns.some((column) => targets.includes(column.target));

/**
 * The proposal for a freshly read file: every sheet whose headers name a price (a buy rate or a
 * container size's rate column), each mapped by the recogniser; when none does, the first sheet
 * with headers, for the user to map by hand. The mode is proposed when the columns tell it.
 */
export function proposeMapping(layout: ImportLayout, sizes: ImportContainerSize[]): RateImportMappingRequest {
  const mapped = layout.sheets
    .filter((sheet) => sheet.headers.length > 0)
    .map((sheet) => ({
      name: sheet.name,
      headerRow: sheet.headerRow,
      columns: proposeColumnMapping(sheet.headers, sizes),
    }));
  const priced = mapped.filter((sheet) => hasTarget(sheet, PRICE_TARGETS));
  const sheets = priced.length > 0 ? priced : mapped.slice(0, 1);
  if (sheets.length === 0) {
    const why = layout.notices.length > 0 ? `: ${layout.notices.join('; ')}` : '';
    throw new AppError('BAD_REQUEST', `The file holds no sheet with a header row to import${why}`);
  }
  const everySheet = (targets: readonly ImportTarget[]) => sheets.every((sheet) => hasTarget(sheet, targets));
  const mode = everySheet(['mode'])
    ? null
    : everySheet(['sizePrice', 'containerSize'])
      ? 'sea'
      : everySheet(['weightSlab'])
        ? 'air'
        : null;
  return { sheets, defaults: mode ? { mode } : {}, saveAsTemplate: false, templateName: null };
}

/** A vendor's saved mapping, as its row holds it. */
export type SavedTemplate = {
  id: number;
  headers: unknown;
  mapping: unknown;
  defaults: unknown;
};

/**
 * The saved mapping applied to a new file of the vendor: each of its sheets matched to a sheet of
 * the file with the same header signature (the one of the same name first), or null when one is
 * missing. `complete` says whether it imports without a question: the validity is never saved
 * with a template (each sheet has its own), so only a mapping that reads it from columns is.
 */
export function applyTemplate(
  template: SavedTemplate,
  layout: ImportLayout,
): { request: RateImportMappingRequest; complete: boolean } | null {
  const signatures = template.headers as string[][];
  const saved = template.mapping as MappedSheet[];
  if (!Array.isArray(signatures) || !Array.isArray(saved) || signatures.length !== saved.length) return null;
  const candidates = layout.sheets.map((sheet) => ({
    sheet,
    signature: JSON.stringify(headerSignature(sheet.headers)),
  }));
  const used = new Set<LayoutSheet>();
  const sheets: MappedSheet[] = [];
  for (const [index, savedSheet] of saved.entries()) {
    const wanted = JSON.stringify(signatures[index]);
    const matches = candidates.filter(({ sheet, signature }) => signature === wanted && !used.has(sheet));
    const match = matches.find(({ sheet }) => sheet.name === savedSheet.name) ?? matches[0];
    if (!match) return null;
    used.add(match.sheet);
    const headerOf = new Map(match.sheet.headers.map(({ column, header }) => [column, header]));
    sheets.push({
      name: match.sheet.name,
      headerRow: match.sheet.headerRow,
      columns: savedSheet.columns.map((column) => ({
        ...column,
        header: headerOf.get(column.column) ?? column.header,
      })),
    });
  }
  const defaults = (template.defaults ?? {}) as ImportDefaults;
  const complete = sheets.every(
    (sheet) => hasTarget(sheet, ['validFrom']) && hasTarget(sheet, ['validTill']),
  );
  return { request: { sheets, defaults, saveAsTemplate: false, templateName: null }, complete };
}

/** What a template keeps of the defaults: not the validity, which belongs to one sheet. */
export const templateDefaults = (defaults: ImportDefaults): ImportDefaults => {
  const { validFrom: _from, validTill: _till, ...kept } = defaults;
  return kept;
};

/** The header signature of each mapped sheet, as the template is matched by. */
export const mappingSignatures = (layout: ImportLayout, request: RateImportMappingRequest): string[][] =>
  request.sheets.map((mapped) => {
    const sheet = layout.sheets.find((candidate) => candidate.name === mapped.name);
    return sheet ? headerSignature(sheet.headers) : [];
  });

/**
 * The confirmed mapping checked against the file before anything is parsed: its sheets exist,
 * each maps the lane and a price, a size's rate column says which size, and what no column gives
 * (currency, validity) has a default. Each refusal names its field.
 */
export function assertMappingFits(
  layout: ImportLayout,
  request: RateImportMappingRequest,
  knownSizeIds: ReadonlySet<number>,
): void {
  const names = new Set<string>();
  for (const [i, sheet] of request.sheets.entries()) {
    if (!layout.sheets.some((candidate) => candidate.name === sheet.name)) {
      throw AppError.fieldError(`sheets.${i}.name`, `The file has no sheet named '${sheet.name}'`);
    }
    if (names.has(sheet.name)) {
      throw AppError.fieldError(`sheets.${i}.name`, `Sheet '${sheet.name}' is chosen twice`);
    }
    names.add(sheet.name);
    const columns = new Set<number>();
    const pricedSizes = new Set<number>();
    for (const [j, column] of sheet.columns.entries()) {
      if (columns.has(column.column)) {
        throw AppError.fieldError(
          `sheets.${i}.columns.${j}.column`,
          `Column ${column.column} is mapped twice`,
        );
      }
      columns.add(column.column);
      if (column.target !== 'sizePrice') continue;
      if (!column.containerSizeId || !knownSizeIds.has(column.containerSizeId)) {
        throw AppError.fieldError(
          `sheets.${i}.columns.${j}.containerSizeId`,
          `Choose the Container Size column '${column.header}' prices`,
        );
      }
      if (pricedSizes.has(column.containerSizeId)) {
        throw AppError.fieldError(
          `sheets.${i}.columns.${j}.containerSizeId`,
          'Another column prices this Container Size already',
        );
      }
      pricedSizes.add(column.containerSizeId);
    }
    for (const target of ['originPort', 'destinationPort'] as const) {
      if (!hasTarget(sheet, [target])) {
        throw AppError.fieldError(`sheets.${i}.columns`, `Map a column to ${IMPORT_TARGET_LABELS[target]}`);
      }
    }
    if (!hasTarget(sheet, PRICE_TARGETS)) {
      throw AppError.fieldError(
        `sheets.${i}.columns`,
        `Map a column to ${IMPORT_TARGET_LABELS.buyRate} or to a container size's rate`,
      );
    }
    for (const target of ['currency', 'validFrom', 'validTill'] as const) {
      if (!hasTarget(sheet, [target]) && !request.defaults[target]) {
        throw AppError.fieldError(
          `defaults.${target}`,
          `Map a column to ${IMPORT_TARGET_LABELS[target]} or choose a default ${IMPORT_TARGET_LABELS[target]}`,
        );
      }
    }
  }
  const { validFrom, validTill } = request.defaults;
  if (validFrom && validTill && validTill < validFrom) {
    throw AppError.fieldError('defaults.validTill', 'Valid Till must be on or after Valid From');
  }
}

import type {
  FreightType,
  ImportColumnMapping,
  ImportDefaults,
  RateImport,
  RateImportMappingRequest,
} from '@fastforward/domain';

/** One sheet of the file as the mapping form edits it. */
export type SheetDraft = {
  name: string;
  headerRow: number;
  hidden: boolean;
  hiddenRows: number[];
  /** Imported: the proposal's sheets are; the others the user may add. */
  included: boolean;
  columns: ImportColumnMapping[];
};

/** The defaults as the form's fields hold them: '' for nothing chosen. */
export type DefaultsDraft = {
  mode: FreightType | '';
  currency: string | null;
  shippingCompanyId: number | null;
  commodityType: NonNullable<ImportDefaults['commodityType']> | '';
  validFrom: string;
  validTill: string;
};

export type MappingDraft = {
  sheets: SheetDraft[];
  defaults: DefaultsDraft;
  saveAsTemplate: boolean;
  templateName: string;
};

/** 1 → 'A', 27 → 'AA': the column as the spreadsheet labels it. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * The form's start: every sheet of the file with a header row, each column as the proposal (or
 * the vendor's template) maps it; a sheet the proposal left out starts unchosen, its columns ignored.
 */
export function draftOf(rateImport: RateImport): MappingDraft {
  const proposal = rateImport.proposedMapping;
  const sheets = (rateImport.layout?.sheets ?? [])
    .filter((sheet) => sheet.headers.length > 0)
    .map((sheet): SheetDraft => {
      const proposed = proposal?.sheets.find((candidate) => candidate.name === sheet.name);
      return {
        name: sheet.name,
        headerRow: proposed?.headerRow ?? sheet.headerRow,
        hidden: sheet.hidden,
        hiddenRows: sheet.hiddenRows,
        included: proposed !== undefined,
        columns: sheet.headers.map(
          ({ column, header }) =>
            proposed?.columns.find((mapped) => mapped.column === column) ?? {
              column,
              header,
              target: 'ignore',
              containerSizeId: null,
            },
        ),
      };
    });
  const defaults = proposal?.defaults ?? {};
  return {
    sheets,
    defaults: {
      mode: defaults.mode ?? '',
      currency: defaults.currency ?? null,
      shippingCompanyId: defaults.shippingCompanyId ?? null,
      commodityType: defaults.commodityType ?? '',
      validFrom: defaults.validFrom ?? '',
      validTill: defaults.validTill ?? '',
    },
    saveAsTemplate: false,
    templateName: '',
  };
}

/** The PUT's body: the chosen sheets, a size only on a size's rate column, empty defaults as null. */
export function requestOf(draft: MappingDraft): RateImportMappingRequest {
  const { defaults } = draft;
  return {
    sheets: draft.sheets
      .filter((sheet) => sheet.included)
      .map((sheet) => ({
        name: sheet.name,
        headerRow: sheet.headerRow,
        columns: sheet.columns.map((column) => ({
          ...column,
          containerSizeId: column.target === 'sizePrice' ? (column.containerSizeId ?? null) : null,
        })),
      })),
    defaults: {
      mode: defaults.mode || null,
      currency: defaults.currency || null,
      shippingCompanyId: defaults.shippingCompanyId,
      commodityType: defaults.commodityType || null,
      validFrom: defaults.validFrom || null,
      validTill: defaults.validTill || null,
    },
    saveAsTemplate: draft.saveAsTemplate,
    templateName: draft.saveAsTemplate ? draft.templateName.trim() || null : null,
  };
}

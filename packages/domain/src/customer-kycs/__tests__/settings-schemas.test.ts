import { describe, expect, it } from 'vitest';
import {
  missingOperationFiles,
  negotiationSettingsRequestSchema,
  OPERATION_FILE_CODES,
  OPERATION_FILE_GROUPS,
  OPERATION_FILE_LABELS,
  operationFileSettingsRequestSchema,
} from '../settings-schemas';

describe('operation file codes', () => {
  it('are the KYC documents, then the shipment documents but OTHER, each with a label', () => {
    expect(OPERATION_FILE_CODES.slice(0, 4)).toEqual(['CL', 'CRD', 'BDD', 'TD']);
    expect(OPERATION_FILE_CODES).toContain('CI');
    expect(OPERATION_FILE_CODES).not.toContain('OTHER');
    expect(OPERATION_FILE_GROUPS.flatMap((g) => g.codes)).toEqual(OPERATION_FILE_CODES);
    expect(OPERATION_FILE_LABELS.CRD).toBe('Company registration document');
    expect(OPERATION_FILE_LABELS.CI).toBe('COMMERCIAL INVOICE');
    expect(OPERATION_FILE_LABELS['LC/TT']).toBe('LC/TT');
  });

  it('takes a set: repeated codes once, in the page order', () => {
    expect(operationFileSettingsRequestSchema.parse({ requiredCodes: ['PO', 'CRD', 'PO', 'TD'] })).toEqual({
      requiredCodes: ['CRD', 'TD', 'PO'],
    });
  });

  it('refuses an unknown code at its place in the list', () => {
    const result = operationFileSettingsRequestSchema.safeParse({ requiredCodes: ['CRD', 'OTHER'] });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['requiredCodes', 1],
      message: 'Choose documents from the list',
    });
  });
});

describe('missingOperationFiles', () => {
  it.each([
    [[], [], []],
    [['CRD', 'TD'], [], ['CRD', 'TD']],
    [['CRD', 'TD', 'CI'], ['TD', 'HBL', 'CI'], ['CRD']],
    [['CRD', 'TD'], ['CRD', 'TD', 'PO'], []],
    [['PO', 'CL'], new Set(['CL']), ['PO']],
  ] as const)('required %j with %j on file lacks %j', (required, present, missing) => {
    expect(missingOperationFiles(required, present)).toEqual(missing);
  });
});

describe('negotiationSettingsRequestSchema', () => {
  it.each(['0', '7.5', '100', '100.00', ' 12.25 '])('takes %j', (value) => {
    expect(negotiationSettingsRequestSchema.safeParse({ maxDiscountPercent: value }).success).toBe(true);
  });

  it.each([
    ['100.01', 'Maximum discount must be between 0 and 100'],
    ['-1', 'Maximum discount must be a number with at most 2 decimals'],
    ['1.005', 'Maximum discount must be a number with at most 2 decimals'],
    [5, 'Maximum discount must be a number'],
  ])('refuses %j: %s', (value, message) => {
    const result = negotiationSettingsRequestSchema.safeParse({ maxDiscountPercent: value });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

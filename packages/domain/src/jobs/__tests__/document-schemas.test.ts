import { describe, expect, it } from 'vitest';
import { ADDITIONAL_FILE_TYPE_CODES, ADDITIONAL_FILE_TYPES } from '../../files/codes';
import { toPermission, uploadPermission } from '../../permissions/catalogue';
import {
  canUploadJobDocument,
  jobDocumentPermissionOf,
  jobDocumentsZipRequestSchema,
  jobDocumentUploadQuerySchema,
  uploadableJobCollections,
  uploadableJobFileTypes,
} from '../document-schemas';

const CREATE_DOCUMENTATION = toPermission('create-documentation', 'Documentation');
const BUSINESS_ADMIN = 'business-administration-super-user|Company Settings';

describe('who may upload a job document', () => {
  it.each([
    ['HBL', undefined, [CREATE_DOCUMENTATION], true],
    ['MBL', undefined, [uploadPermission('upload-cost-sheet')], false],
    ['DO', undefined, [], false],
    ['additional_documents', 'OTHER', [CREATE_DOCUMENTATION], true],
    ['additional_documents', 'OTHER', [uploadPermission('upload-lc-tt')], false],
    ['additional_documents', 'CSHT', [CREATE_DOCUMENTATION], false],
    ['additional_documents', 'CSHT', [uploadPermission('upload-cost-sheet')], true],
    ['additional_documents', 'LC/TT', [uploadPermission('upload-lc-tt')], true],
  ] as const)('%s %s with %j: %s', (collection, fileType, held, expected) => {
    expect(canUploadJobDocument(held, collection, fileType)).toBe(expected);
  });

  it('names the permission each typed document needs, and documentation create for the rest', () => {
    for (const type of ADDITIONAL_FILE_TYPE_CODES) {
      expect(jobDocumentPermissionOf('additional_documents', type)).toBe(
        ADDITIONAL_FILE_TYPES[type].uploadPermission ?? CREATE_DOCUMENTATION,
      );
    }
    expect(jobDocumentPermissionOf('HBL')).toBe(CREATE_DOCUMENTATION);
  });

  it('lists what a holder may upload', () => {
    expect(uploadableJobFileTypes([uploadPermission('upload-debit-note')])).toEqual(['DN']);
    expect(uploadableJobCollections([uploadPermission('upload-debit-note')])).toEqual([
      'additional_documents',
    ]);
    expect(uploadableJobCollections([BUSINESS_ADMIN])).toEqual(['HBL', 'MBL', 'DO', 'additional_documents']);
    expect(uploadableJobFileTypes([BUSINESS_ADMIN])).toEqual(['OTHER']);
    expect(uploadableJobCollections([])).toEqual([]);
  });
});

describe('job document requests', () => {
  it('asks a file type for, and only for, an additional document', () => {
    expect(jobDocumentUploadQuerySchema.safeParse({ collection: 'HBL' }).success).toBe(true);
    expect(
      jobDocumentUploadQuerySchema.safeParse({ collection: 'additional_documents', fileType: 'PL' }).success,
    ).toBe(true);
    const missing = jobDocumentUploadQuerySchema.safeParse({ collection: 'additional_documents' });
    expect(missing.error?.issues[0]?.path).toEqual(['fileType']);
    const extra = jobDocumentUploadQuerySchema.safeParse({ collection: 'DO', fileType: 'PL' });
    expect(extra.error?.issues[0]?.path).toEqual(['fileType']);
    expect(jobDocumentUploadQuerySchema.safeParse({ collection: 'CL' }).success).toBe(false);
  });

  it('zips all documents without ids, each named one once', () => {
    expect(jobDocumentsZipRequestSchema.parse({})).toEqual({});
    expect(jobDocumentsZipRequestSchema.parse({ fileIds: [3, 1, 3] })).toEqual({ fileIds: [3, 1] });
    expect(jobDocumentsZipRequestSchema.safeParse({ fileIds: [] }).success).toBe(false);
  });
});

import { toPermission, UPLOAD_PERMISSION_ACTIONS, uploadPermission } from '../permissions/catalogue';

/** Any one of these opens the file calls that need more than being signed in. */
export const FILES_ACCESS = {
  /**
   * Adding or removing additional documents: creating documentation, or any upload permission of
   * SPEC §3 (each type then needs its own; OTHER none).
   */
  additionalDocuments: [
    toPermission('create-documentation', 'Documentation'),
    ...UPLOAD_PERMISSION_ACTIONS.map(uploadPermission),
  ],
} as const satisfies Record<string, readonly string[]>;

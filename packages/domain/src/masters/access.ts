import { PERMISSIONS, toPermission } from '../permissions/catalogue';

const masters = (action: string): readonly string[] => [
  toPermission(`${action}-masters`, 'Masters'),
  PERMISSIONS.businessAdmin,
];

/** Any one of these opens the matching screens and calls of the Masters module (issue 4). */
export const MASTERS_ACCESS = {
  view: masters('view'),
  create: masters('create'),
  update: masters('update'),
  delete: masters('delete'),
} as const satisfies Record<string, readonly string[]>;

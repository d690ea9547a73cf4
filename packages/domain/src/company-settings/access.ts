import { PERMISSIONS, toPermission } from '../permissions/catalogue';

const companySettings = (action: string): readonly string[] => [
  toPermission(`${action}-company-settings`, 'Company Settings'),
  PERMISSIONS.businessAdmin,
];

/** Any one of these opens the matching company-settings screen and calls. */
export const COMPANY_SETTINGS_ACCESS = {
  /** Basic settings: the two settings permissions of SPEC §4's login redirect, or the business admin. */
  basic: [PERMISSIONS.companySetting, PERMISSIONS.basicSettings, PERMISSIONS.businessAdmin],
  operatingCost: [PERMISSIONS.companyOperationCostSetting, PERMISSIONS.businessAdmin],
  view: companySettings('view'),
  create: companySettings('create'),
  update: companySettings('update'),
  delete: companySettings('delete'),
} as const satisfies Record<string, readonly string[]>;

import { PERMISSIONS, toPermission } from '../permissions/catalogue';

const TERMS_MODULE = 'Terms And Conditions';
const crud = (action: string) => toPermission(`${action}-terms-and-conditions`, TERMS_MODULE);

/**
 * Any one of these opens each terms call and button. SPEC §6's create|Terms And Conditions
 * (and create-terms-and-conditions, the one the login flow checks) writes, versions and
 * activates; deleting a draft needs the delete permission; the business administrator does all.
 */
export const TERMS_ACCESS = {
  view: [
    crud('view'),
    PERMISSIONS.createTerms,
    PERMISSIONS.createTermsAndConditions,
    crud('update'),
    crud('delete'),
    PERMISSIONS.businessAdmin,
  ],
  create: [PERMISSIONS.createTerms, PERMISSIONS.createTermsAndConditions, PERMISSIONS.businessAdmin],
  activate: [
    crud('update'),
    PERMISSIONS.createTerms,
    PERMISSIONS.createTermsAndConditions,
    PERMISSIONS.businessAdmin,
  ],
  delete: [crud('delete'), PERMISSIONS.businessAdmin],
} as const satisfies Record<string, readonly string[]>;

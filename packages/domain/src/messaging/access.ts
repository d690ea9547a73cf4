import { COMPANY_SETTINGS_ACCESS } from '../company-settings/access';

/**
 * The e-mail and SMS settings belong to the Company Settings module: viewing the settings and the
 * logs needs its view permission, saving and sending a test its update permission (or the business
 * administrator), as for the invoice settings.
 */
export const MESSAGING_SETTINGS_ACCESS = {
  view: COMPANY_SETTINGS_ACCESS.view,
  update: COMPANY_SETTINGS_ACCESS.update,
} as const satisfies Record<string, readonly string[]>;

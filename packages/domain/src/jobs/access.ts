import { moduleAccess, PERMISSIONS } from '../permissions/catalogue';

/** The Operations module: the job board, status moves, containers, amendments. */
export const OPERATIONS_ACCESS = moduleAccess('operations', 'Operations');
/** The Documentation module: a job's bills of lading, delivery order and additional documents. */
export const DOCUMENTATION_ACCESS = moduleAccess('documentation', 'Documentation');
/** The Accounts module: invoices, payments, ageing, profit. */
export const ACCOUNTS_ACCESS = moduleAccess('accounts', 'Accounts');

/** Who reaches a job of the company at all: operations, documentation and accounts read it. */
export const JOB_VIEW_ACCESS = [
  ...new Set([...OPERATIONS_ACCESS.view, ...DOCUMENTATION_ACCESS.view, ...ACCOUNTS_ACCESS.view]),
] as readonly string[];

/** Defining the company's custom operation statuses (SPEC §6). */
export const CUSTOM_STATUS_ACCESS = [
  PERMISSIONS.createCustomStatusOperation,
  PERMISSIONS.businessAdmin,
] as const;

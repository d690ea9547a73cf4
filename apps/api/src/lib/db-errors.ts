import { MESSAGES } from '@fastforward/domain';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { AppError } from './app-error';

type DriverError = { code?: unknown; constraint?: unknown; table?: unknown };

/** The driver's error with SQLSTATE `code`, whichever wrapper threw it (drizzle puts it in `cause`). */
function violationOf(error: unknown, code: string): DriverError | null {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as DriverError).code === code) return e as DriverError;
  }
  return null;
}

/** The constraint a unique violation (23505) names, whichever driver or wrapper threw it; else null. */
export function uniqueViolationOf(error: unknown): string | null {
  const violation = violationOf(error, '23505');
  if (!violation) return null;
  return typeof violation.constraint === 'string' ? violation.constraint : '';
}

/** How messages name a table's rows where its SQL name reads badly: [one, many]. */
const TABLE_WORDS: Record<string, [string, string]> = {
  users: ['user', 'staff members'],
  shipping_companies: ['shipping line', 'shipping lines'],
  company_bank_accounts: ['bank account', 'bank accounts'],
  terms_and_conditions: ['terms version', 'terms versions'],
  terms_acceptances: ['terms acceptance', 'terms acceptances'],
  customer_kycs: ['customer', 'customers'],
};

const manyOf = (table: string) => TABLE_WORDS[table]?.[1] ?? table.replaceAll('_', ' ');
const oneOf = (table: string) =>
  TABLE_WORDS[table]?.[0] ?? manyOf(table).replace(/ies$/, 'y').replace(/s$/, '');

let referencedTables: Map<string, string> | undefined;
/** NAMEDATALEN − 1: the longest identifier PostgreSQL keeps (the schema's names are ASCII). */
const PG_IDENTIFIER_MAX = 63;

/**
 * The table each foreign key of the schema points at, by constraint name: PostgreSQL names only
 * the referencing table in the error's fields (and the other in the message, in the server's
 * language). Drizzle's names are the ones the migrations created, cut as PostgreSQL cuts every
 * identifier to 63 bytes (a long table pair makes a longer one).
 */
function referencedTableOf(constraint: string) {
  referencedTables ??= new Map(
    Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => getTableConfig(table).foreignKeys)
      .map((fk) => [fk.getName().slice(0, PG_IDENTIFIER_MAX), getTableName(fk.reference().foreignTable)]),
  );
  return referencedTables.get(constraint);
}

/**
 * A foreign-key violation (23503) of a delete, as the 'Forbidden Deletion' answer (SPEC §8) naming
 * what uses the record ('This port is used by free days and cannot be deleted.'); else null.
 * PostgreSQL reports the same SQLSTATE for an insert pointing at a missing row: only a caller that
 * knows it deleted asks this.
 */
export function forbiddenDeletionOf(error: unknown): AppError | null {
  // ON DELETE RESTRICT reports restrict_violation (23001); the default NO ACTION, 23503.
  const violation = violationOf(error, '23503') ?? violationOf(error, '23001');
  if (!violation) return null;
  const user = typeof violation.table === 'string' ? manyOf(violation.table) : 'other records';
  const used = typeof violation.constraint === 'string' ? referencedTableOf(violation.constraint) : undefined;
  return new AppError(
    'CONFLICT',
    `This ${used ? oneOf(used) : 'record'} is used by ${user} and cannot be deleted.`,
    { title: MESSAGES.forbiddenDeletion },
  );
}

import { AppError } from '../../../lib/app-error';
import { openCsv } from './csv-reader';
import type { SheetKind, SpreadsheetSource } from './sheet-rows';
import { openWorkbook } from './xlsx-reader';

/** Opens a rate sheet for reading. The caller has run `assertSafeSpreadsheet` on it. */
export async function openSpreadsheet(path: string, kind: SheetKind): Promise<SpreadsheetSource> {
  return kind === 'xlsx' ? openWorkbook(path) : openCsv(path);
}

/**
 * Runs a read, turning what a malformed file makes the readers throw (bad XML, a zip entry that
 * inflates to another size than it declared) into a 400 on the file, never a 500.
 */
export async function withReadErrors<T>(kind: SheetKind, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const what = kind === 'xlsx' ? 'an .xlsx workbook' : 'a CSV file';
    throw AppError.fieldError('file', `The file could not be read as ${what}: ${(error as Error).message}`);
  }
}

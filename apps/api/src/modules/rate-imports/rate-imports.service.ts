import {
  FILE_COLLECTION,
  FILE_OWNER_TYPE,
  type ImportLayout,
  type ImportReport,
  type ImportRowError,
  RATE_IMPORT_ACTION,
  RATE_IMPORT_STATUS,
  type RateImportListQuery,
  type RateImportMappingRequest,
  type RateImportRow,
  type RateImportRowsQuery,
  type RateImportStatus,
  type RateImportTemplateListQuery,
  type rateImportSchema,
  type rateImportTemplateSchema,
} from '@fastforward/domain';
import { type AnyColumn, and, eq, ilike, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  containerSizes,
  files,
  ports,
  rateImportRows,
  rateImports,
  rateImportTemplates,
  shippingCompanies,
  vendors,
  weightSlabs,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import type { JobRetry } from '../../lib/jobs';
import { findPage, type Page } from '../../lib/list-query';
import type { AuthContext } from '../../plugins/auth';
import { storeFile } from '../files/files.service';
import { laneSearch } from '../valid-rates/valid-rates.service';
import { writeImportedRates } from './rate-import-commit';
import { withLocalCopy } from './rate-import-files';
import { loadImportLookups } from './rate-import-lookups';
import {
  applyTemplate,
  assertMappingFits,
  mappingSignatures,
  proposeMapping,
  templateDefaults,
} from './rate-import-mapping';
import { classifyRows, countActions, duplicateRowError, removeDuplicateRows } from './rate-import-preview';
import { stageRows } from './rate-import-staging';
import { MAX_REPORTED_ERRORS } from './sheet/parse-rows';
import { parseRateRowsInWorker, readSheetLayoutInWorker } from './sheet/run-in-worker';
import { assertSafeSpreadsheet, detectSheetKind } from './sheet/safety';

const READ_JOB = 'rate-import-read';
const PARSE_JOB = 'rate-import-parse';
const COMMIT_JOB = 'rate-import-commit';
/**
 * A step catches its own failures (the import shows them); the one retry is for an attempt cut
 * short by a crash or a restart, which finds the step's status unchanged and runs it again.
 */
const STEP_RETRY: JobRetry = { retryLimit: 1, retryDelaySeconds: 5, expireInSeconds: 30 * 60 };
/** Parsing fills the bar to here; comparing with the current rates does the rest. */
const PARSE_PROGRESS_MAX = 90;

/** An import and a template as the service answers them (instants as Dates: the serializer writes them). */
export type RateImportItem = z.input<typeof rateImportSchema>;
export type RateImportTemplateItem = z.input<typeof rateImportTemplateSchema>;

type ImportRecord = typeof rateImports.$inferSelect;
type StepJob = { importId: number };
/** The commit also names who asked for it: the rates it writes are theirs. */
type CommitJob = StepJob & { userId: number };

const { reading, mapping, parsing, previewed, loading, imported, discarded, failed } = RATE_IMPORT_STATUS;

const importNotFound = () => new AppError('NOT_FOUND', 'Rate import not found');
const templateNotFound = () => new AppError('NOT_FOUND', 'Rate import template not found');
const conflict = (message: string) => new AppError('CONFLICT', message);

const STATUS_WORDS: Record<RateImportStatus, string> = {
  reading: 'still being read',
  mapping: 'waiting for its mapping',
  parsing: 'being parsed',
  previewed: 'previewed',
  loading: 'being imported',
  imported: 'already imported',
  discarded: 'discarded',
  failed: 'failed',
};

const importColumns = {
  id: rateImports.id,
  fileName: files.originalName,
  vendorId: rateImports.vendorId,
  vendorName: sql<string | null>`${vendors.name}`,
  templateId: rateImports.templateId,
  status: rateImports.status,
  progress: rateImports.progress,
  layout: rateImports.layout,
  proposedMapping: rateImports.proposedMapping,
  report: rateImports.report,
  preview: rateImports.preview,
  failure: rateImports.failure,
  createdAt: rateImports.createdAt,
  updatedAt: rateImports.updatedAt,
};

/** An import as importColumns reads it. */
type ImportItem = {
  id: number;
  fileName: string;
  vendorId: number | null;
  vendorName: string | null;
  templateId: number | null;
  status: string;
  progress: number;
  layout: unknown;
  proposedMapping: unknown;
  report: unknown;
  preview: unknown;
  failure: string | null;
  createdAt: Date;
  updatedAt: Date;
};

function toRateImport(row: ImportItem): RateImportItem {
  return {
    id: row.id,
    fileName: row.fileName,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    status: row.status as RateImportStatus,
    progress: row.progress,
    layout: row.layout as ImportLayout | null,
    proposedMapping: row.proposedMapping as RateImportMappingRequest | null,
    templateId: row.templateId,
    report: row.report as ImportReport | null,
    preview: row.preview as RateImportItem['preview'],
    failure: row.failure,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What a user sees of a step's failure: our own refusals as they are, anything else in general words. */
function failureText(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return 'The sheet could not be read. Check that it opens in a spreadsheet program, then upload it again.';
}

/** Merges the sheet's own duplicates into the parser's report: they are bad rows like the others. */
function withDuplicates(report: ImportReport, duplicates: ImportRowError[]): ImportReport {
  if (duplicates.length === 0) return report;
  // Each duplicate is one whole row (removeDuplicateRows), one error each.
  return {
    ...report,
    goodRows: report.goodRows - duplicates.length,
    badRows: report.badRows + duplicates.length,
    errorCount: report.errorCount + duplicates.length,
    errors: [...report.errors, ...duplicates].slice(0, MAX_REPORTED_ERRORS),
  };
}

/**
 * Rate-sheet imports: upload, read the header and propose a mapping (or take the vendor's saved
 * one), parse and stage the rows off the request, preview them against the current rates, and
 * import the good rows in one transaction or discard them. Every record is the caller's
 * company's; another company's import or template is a 404.
 */
export function createRateImportService(deps: AppDeps) {
  const { db, jobs, storage, clock } = deps;

  async function findImport(companyId: number, id: number): Promise<RateImportItem> {
    const [row] = await db
      .select(importColumns)
      .from(rateImports)
      .innerJoin(files, eq(files.id, rateImports.fileId))
      .leftJoin(vendors, eq(vendors.id, rateImports.vendorId))
      .where(and(eq(rateImports.id, id), eq(rateImports.companyId, companyId)));
    if (!row) throw importNotFound();
    return toRateImport(row);
  }

  async function lockImport(tx: DbOrTx, companyId: number, id: number): Promise<ImportRecord> {
    const [row] = await tx
      .select()
      .from(rateImports)
      .where(and(eq(rateImports.id, id), eq(rateImports.companyId, companyId)))
      .for('update');
    if (!row) throw importNotFound();
    return row;
  }

  async function sheetFileOf(fileId: number) {
    const [file] = await db.select().from(files).where(eq(files.id, fileId));
    if (!file) throw new Error(`rate import file ${fileId} is missing`);
    return { file, kind: detectSheetKind(file.contentType, file.originalName) };
  }

  async function vendorOf(companyId: number, value: string | undefined): Promise<number | null> {
    if (value === undefined || value.trim() === '') return null;
    const id = Number(value);
    const refuse = () => AppError.fieldError('vendorId', 'Choose a vendor from the list');
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw refuse();
    const [vendor] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, id), eq(vendors.companyId, companyId)));
    if (!vendor) throw refuse();
    return vendor.id;
  }

  /**
   * A step's progress for the poller: written when it has moved 5 points, one write at a time
   * (the worker reports far more often); `settle` waits for the last one.
   */
  function progressWriter(id: number, status: RateImportStatus, scale: number) {
    let shown = 0;
    let writes = Promise.resolve();
    return {
      report(percent: number) {
        const progress = Math.min(scale, Math.floor((percent * scale) / 100));
        if (progress < shown + 5) return;
        shown = progress;
        // Best effort: a lost progress write must not fail the step (nor go unhandled).
        writes = writes
          .then(async () => {
            await db
              .update(rateImports)
              .set({ progress, updatedAt: clock() })
              .where(and(eq(rateImports.id, id), eq(rateImports.status, status)));
          })
          .catch(() => undefined);
      },
      settle: () => writes,
    };
  }

  /**
   * Runs a step of an import that is still in `status` (a job of a discarded or re-mapped import
   * does nothing). A failure ends the import as 'failed' with its reason, never an error to the
   * poller; its staged rows go.
   */
  async function runStep(
    importId: number,
    status: RateImportStatus,
    step: (row: ImportRecord) => Promise<void>,
  ) {
    const [row] = await db.select().from(rateImports).where(eq(rateImports.id, importId));
    if (!row || row.status !== status) return;
    try {
      await step(row);
    } catch (error) {
      if (!(error instanceof AppError))
        console.error(`Rate import ${importId} failed while ${status}:`, error);
      await db.transaction(async (tx) => {
        const [ended] = await tx
          .update(rateImports)
          .set({ status: failed, failure: failureText(error), updatedAt: clock() })
          .where(and(eq(rateImports.id, importId), eq(rateImports.status, status)))
          .returning({ id: rateImports.id });
        if (ended) await tx.delete(rateImportRows).where(eq(rateImportRows.importId, importId));
      });
    }
  }

  /** Reads the layout, then proposes a mapping, or takes the vendor's saved one and parses at once. */
  async function readStep(row: ImportRecord) {
    const { file, kind } = await sheetFileOf(row.fileId);
    const progress = progressWriter(row.id, reading, 100);
    const layout = await withLocalCopy(storage, file.storageKey, kind, (path) =>
      readSheetLayoutInWorker(path, kind, progress.report),
    );
    await progress.settle();
    const sizes = await db
      .select({ id: containerSizes.id, size: containerSizes.size, isoCode: containerSizes.isoCode })
      .from(containerSizes);
    const [template] = row.vendorId
      ? await db
          .select()
          .from(rateImportTemplates)
          .where(
            and(
              eq(rateImportTemplates.companyId, row.companyId),
              eq(rateImportTemplates.vendorId, row.vendorId),
            ),
          )
      : [];
    const fromTemplate = template ? applyTemplate(template, layout) : null;
    const proposal = fromTemplate ? fromTemplate.request : proposeMapping(layout, sizes);
    const now = clock();
    await db.transaction(async (tx) => {
      const straightOn = fromTemplate?.complete === true;
      const [moved] = await tx
        .update(rateImports)
        .set({
          layout,
          proposedMapping: proposal,
          templateId: fromTemplate ? (template?.id ?? null) : null,
          ...(straightOn
            ? {
                mapping: fromTemplate.request,
                defaults: fromTemplate.request.defaults,
                status: parsing,
                progress: 0,
              }
            : { status: mapping, progress: 100 }),
          updatedAt: now,
        })
        .where(and(eq(rateImports.id, row.id), eq(rateImports.status, reading)))
        .returning({ id: rateImports.id });
      if (moved && straightOn) await jobs.enqueue(tx, PARSE_JOB, { importId: row.id });
    });
  }

  /** Parses the rows into the staging table, drops the sheet's duplicates and previews the rest. */
  async function parseStep(row: ImportRecord) {
    await db.delete(rateImportRows).where(eq(rateImportRows.importId, row.id));
    const { file, kind } = await sheetFileOf(row.fileId);
    const lookups = await loadImportLookups(db, row.companyId);
    const progress = progressWriter(row.id, parsing, PARSE_PROGRESS_MAX);
    const report = await withLocalCopy(storage, file.storageKey, kind, (path) =>
      parseRateRowsInWorker({
        path,
        kind,
        mapping: row.mapping as RateImportMappingRequest,
        lookups,
        vendorId: row.vendorId,
        onBatch: (rows) => stageRows(db, row.id, rows),
        onProgress: progress.report,
      }),
    );
    await progress.settle();
    const duplicates = (await removeDuplicateRows(db, row.id)).map(duplicateRowError);
    // A table just loaded has no statistics: without them the planner guesses the staged rows'
    // count and lanes, and the preview's and the commit's joins are planned blind.
    await db.execute(sql`analyze rate_import_rows`);
    const scope = { importId: row.id, companyId: row.companyId, vendorId: row.vendorId };
    await db.transaction(async (tx) => {
      await classifyRows(tx, scope);
      const preview = await countActions(tx, row.id);
      const [done] = await tx
        .update(rateImports)
        .set({
          status: previewed,
          progress: 100,
          report: withDuplicates(report, duplicates),
          preview,
          updatedAt: clock(),
        })
        .where(and(eq(rateImports.id, row.id), eq(rateImports.status, parsing)))
        .returning({ id: rateImports.id });
      // Discarded while it parsed: what was staged belongs to nothing.
      if (!done) await tx.delete(rateImportRows).where(eq(rateImportRows.importId, row.id));
    });
  }

  /**
   * Imports the good rows in one transaction. Commits of one company queue behind an advisory
   * lock, as two imports of the same lanes would otherwise cut and insert against each other's
   * rates; the rows are classified again in it, so rates edited since the preview are taken as
   * they are now (a pass that writes nothing when none were).
   */
  async function commitStep(row: ImportRecord, userId: number) {
    const progress = progressWriter(row.id, loading, 100);
    const scope = { importId: row.id, companyId: row.companyId, vendorId: row.vendorId };
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('rate-import-commit'), ${row.companyId}::int)`,
      );
      await classifyRows(tx, scope);
      progress.report(20);
      const now = clock();
      await writeImportedRates(tx, { ...scope, userId, now }, progress.report);
      const preview = await countActions(tx, row.id);
      await tx.delete(rateImportRows).where(eq(rateImportRows.importId, row.id));
      const [done] = await tx
        .update(rateImports)
        .set({ status: imported, progress: 100, preview, updatedAt: now })
        .where(and(eq(rateImports.id, row.id), eq(rateImports.status, loading)))
        .returning({ id: rateImports.id });
      // Nothing may end a loading import but this step; should anything have, nothing is written.
      if (!done) throw new Error(`rate import ${row.id} left 'loading' while it was imported`);
    });
    // Progress is written beside the transaction, never in it (PGlite's one connection is the
    // transaction's until it ends): the last writes find the import imported and change nothing.
    await progress.settle();
  }

  jobs.define<StepJob>(READ_JOB, ({ importId }) => runStep(importId, reading, readStep), STEP_RETRY);
  jobs.define<StepJob>(PARSE_JOB, ({ importId }) => runStep(importId, parsing, parseStep), STEP_RETRY);
  jobs.define<CommitJob>(
    COMMIT_JOB,
    ({ importId, userId }) => runStep(importId, loading, (row) => commitStep(row, userId)),
    STEP_RETRY,
  );

  /** Saves the confirmed mapping as the vendor's template (one per vendor: replaced) or a named one. */
  async function saveTemplate(
    tx: DbOrTx,
    record: ImportRecord,
    request: RateImportMappingRequest,
    auth: AuthContext,
    now: Date,
  ) {
    const layout = record.layout as ImportLayout;
    let name = request.templateName?.trim() || null;
    if (!name && record.vendorId) {
      const [vendor] = await tx
        .select({ name: vendors.name })
        .from(vendors)
        .where(eq(vendors.id, record.vendorId));
      name = vendor?.name ?? null;
    }
    if (!name) throw AppError.fieldError('templateName', 'Name the template: this import has no vendor');
    const values = {
      name,
      headers: mappingSignatures(layout, request),
      mapping: request.sheets,
      defaults: templateDefaults(request.defaults),
      updatedAt: now,
    };
    try {
      const insert = tx.insert(rateImportTemplates).values({
        ...values,
        companyId: record.companyId,
        vendorId: record.vendorId,
        createdBy: auth.userId,
        createdAt: now,
      });
      if (record.vendorId) {
        await insert.onConflictDoUpdate({
          target: [rateImportTemplates.companyId, rateImportTemplates.vendorId],
          targetWhere: sql`${rateImportTemplates.vendorId} is not null`,
          set: values,
        });
      } else {
        await insert;
      }
    } catch (error) {
      if (uniqueViolationOf(error) === 'rate_import_templates_company_name_key') {
        throw AppError.fieldError('templateName', `A template named '${name}' exists already`, 'CONFLICT');
      }
      throw error;
    }
  }

  return {
    findImport,

    async listImports(companyId: number, query: RateImportListQuery): Promise<Page<RateImportItem>> {
      const page = await findPage(
        db,
        {
          from: rateImports,
          joins: (q) =>
            q
              .innerJoin(files, eq(files.id, rateImports.fileId))
              .leftJoin(vendors, eq(vendors.id, rateImports.vendorId)),
          columns: importColumns,
          where: eq(rateImports.companyId, companyId),
          search: (pattern) => or(ilike(files.originalName, pattern), ilike(vendors.name, pattern)),
          filters: [
            query.status ? eq(rateImports.status, query.status) : undefined,
            query.vendorId ? eq(rateImports.vendorId, query.vendorId) : undefined,
          ],
          sorts: {
            createdAt: rateImports.createdAt,
            fileName: files.originalName,
            status: rateImports.status,
          },
        },
        query,
      );
      return { ...page, items: page.items.map(toRateImport) };
    },

    /**
     * Receives a rate sheet (.xlsx or .csv by its name and its bytes, within the collection's
     * size), refuses one whose zip would expand beyond bounds before anything expands it, and
     * queues the reading of its layout. The form's `vendorId` must come before the file.
     */
    async upload(request: FastifyRequest, auth: AuthContext): Promise<RateImportItem> {
      const [reserved] = (
        (await db.execute(
          sql`select nextval(pg_get_serial_sequence('rate_imports', 'id'))::int as id`,
        )) as unknown as {
          rows: { id: number }[];
        }
      ).rows;
      if (!reserved) throw new Error('no rate import id');
      // The file row names its owner, and the import names its file: the id is taken first.
      const id = Number(reserved.id);
      let vendorId: number | null = null;
      await storeFile(
        deps,
        request,
        {
          owner: { type: FILE_OWNER_TYPE.rateImport, id, companyId: auth.companyId },
          collection: FILE_COLLECTION.rateSheet,
          uploadedBy: auth.userId,
          beforeStore: async ({ fields, fileName }) => {
            // By its name first; the file store then holds the bytes to the same kinds.
            detectSheetKind(null, fileName);
            vendorId = await vendorOf(auth.companyId, fields.vendorId);
          },
        },
        async (tx, file) => {
          const kind = detectSheetKind(file.contentType, file.originalName);
          await withLocalCopy(storage, file.storageKey, kind, (path) => assertSafeSpreadsheet(path, kind));
          const now = clock();
          await tx.insert(rateImports).values({
            id,
            companyId: auth.companyId,
            fileId: file.id,
            vendorId,
            status: reading,
            progress: 0,
            createdBy: auth.userId,
            createdAt: now,
            updatedAt: now,
          });
          await jobs.enqueue(tx, READ_JOB, { importId: id });
        },
      );
      return findImport(auth.companyId, id);
    },

    /**
     * The confirmed mapping: stored, saved as the vendor's template when asked, and parsed. Only an
     * import waiting for its mapping or previewed (mapped again) takes one.
     */
    async confirmMapping(
      auth: AuthContext,
      id: number,
      request: RateImportMappingRequest,
    ): Promise<RateImportItem> {
      const now = clock();
      await db.transaction(async (tx) => {
        const record = await lockImport(tx, auth.companyId, id);
        if (record.status !== mapping && record.status !== previewed) {
          throw conflict(
            `This import is ${STATUS_WORDS[record.status as RateImportStatus]}: its mapping cannot change`,
          );
        }
        const sizeIds = request.sheets.flatMap((sheet) =>
          sheet.columns.flatMap((column) => (column.containerSizeId ? [column.containerSizeId] : [])),
        );
        const known =
          sizeIds.length === 0
            ? []
            : await tx
                .select({ id: containerSizes.id })
                .from(containerSizes)
                .where(inArray(containerSizes.id, [...new Set(sizeIds)]));
        assertMappingFits(record.layout as ImportLayout, request, new Set(known.map((size) => size.id)));
        if (request.saveAsTemplate) await saveTemplate(tx, record, request, auth, now);
        await tx.delete(rateImportRows).where(eq(rateImportRows.importId, id));
        await tx
          .update(rateImports)
          .set({
            mapping: request,
            defaults: request.defaults,
            status: parsing,
            progress: 0,
            report: null,
            preview: null,
            failure: null,
            updatedAt: now,
          })
          .where(eq(rateImports.id, id));
        await jobs.enqueue(tx, PARSE_JOB, { importId: id });
      });
      return findImport(auth.companyId, id);
    },

    /**
     * Queues the import of a previewed import's good rows (the step runs them in one
     * transaction; the poller follows it as 'loading'). The status moves from 'previewed' in the
     * same UPDATE that checks it, so of two commits of one import the second finds it loading or
     * imported (409).
     */
    async commit(auth: AuthContext, id: number): Promise<RateImportItem> {
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(rateImports)
          .set({ status: loading, progress: 0, updatedAt: clock() })
          .where(
            and(
              eq(rateImports.id, id),
              eq(rateImports.companyId, auth.companyId),
              eq(rateImports.status, previewed),
            ),
          )
          .returning({ id: rateImports.id });
        if (!claimed) {
          const record = await lockImport(tx, auth.companyId, id);
          throw conflict(
            `This import is ${STATUS_WORDS[record.status as RateImportStatus]}: it cannot be imported`,
          );
        }
        await jobs.enqueue(tx, COMMIT_JOB, { importId: id, userId: auth.userId });
      });
      return findImport(auth.companyId, id);
    },

    /**
     * Imports nothing: the staged rows go; an import being imported, imported or discarded stays
     * as it is (409).
     */
    async discard(auth: AuthContext, id: number): Promise<RateImportItem> {
      await db.transaction(async (tx) => {
        const [ended] = await tx
          .update(rateImports)
          .set({ status: discarded, updatedAt: clock() })
          .where(
            and(
              eq(rateImports.id, id),
              eq(rateImports.companyId, auth.companyId),
              notInArray(rateImports.status, [loading, imported, discarded]),
            ),
          )
          .returning({ id: rateImports.id });
        if (!ended) {
          const record = await lockImport(tx, auth.companyId, id);
          throw conflict(
            `This import is ${STATUS_WORDS[record.status as RateImportStatus]}: it cannot be discarded`,
          );
        }
        await tx.delete(rateImportRows).where(eq(rateImportRows.importId, id));
      });
      return findImport(auth.companyId, id);
    },

    /** The previewed rows in sheet order, with their lane, unit and line by name. */
    async listRows(companyId: number, id: number, query: RateImportRowsQuery): Promise<Page<RateImportRow>> {
      await findImport(companyId, id);
      const origin = alias(ports, 'origin');
      const destination = alias(ports, 'destination');
      const laneEnd = (port: { name: AnyColumn; code: AnyColumn }) =>
        sql`${port.name} || ' (' || ${port.code} || ')'`;
      return findPage(
        db,
        {
          from: rateImportRows,
          joins: (q) =>
            q
              .innerJoin(origin, eq(origin.id, rateImportRows.originPortId))
              .innerJoin(destination, eq(destination.id, rateImportRows.destinationPortId))
              .leftJoin(shippingCompanies, eq(shippingCompanies.id, rateImportRows.shippingCompanyId))
              .leftJoin(containerSizes, eq(containerSizes.id, rateImportRows.containerSizeId))
              .leftJoin(weightSlabs, eq(weightSlabs.id, rateImportRows.weightSlabId)),
          columns: {
            id: rateImportRows.id,
            sheetName: rateImportRows.sheetName,
            rowNumber: rateImportRows.rowNumber,
            action: sql<string>`coalesce(${rateImportRows.action}, 'new')`,
            lane: sql<string>`${laneEnd(origin)} || ' → ' || ${laneEnd(destination)}`,
            unit: sql<string>`coalesce(${containerSizes.size}, ${weightSlabs.name}, '')`,
            shippingLineName: sql<string | null>`${shippingCompanies.name}`,
            currency: rateImportRows.currency,
            buyRate: rateImportRows.buyRate,
            sellRate: rateImportRows.sellRate,
            existingBuyRate: rateImportRows.existingBuyRate,
            existingSellRate: rateImportRows.existingSellRate,
            validFrom: rateImportRows.validFrom,
            validTill: rateImportRows.validTill,
          },
          where: eq(rateImportRows.importId, id),
          search: (pattern) => laneSearch(pattern, origin, destination),
          filters: [
            query.action === RATE_IMPORT_ACTION.new
              ? isNull(rateImportRows.action)
              : query.action
                ? eq(rateImportRows.action, query.action)
                : undefined,
          ],
          sorts: { sheetOrder: rateImportRows.id },
        },
        { ...query, sort: 'sheetOrder', order: 'asc' },
      );
    },

    async listTemplates(
      companyId: number,
      query: RateImportTemplateListQuery,
    ): Promise<Page<RateImportTemplateItem>> {
      const page = await findPage(
        db,
        {
          from: rateImportTemplates,
          joins: (q) => q.leftJoin(vendors, eq(vendors.id, rateImportTemplates.vendorId)),
          columns: {
            id: rateImportTemplates.id,
            name: rateImportTemplates.name,
            vendorId: rateImportTemplates.vendorId,
            vendorName: sql<string | null>`${vendors.name}`,
            headers: rateImportTemplates.headers,
            mapping: rateImportTemplates.mapping,
            defaults: rateImportTemplates.defaults,
            createdAt: rateImportTemplates.createdAt,
            updatedAt: rateImportTemplates.updatedAt,
          },
          where: eq(rateImportTemplates.companyId, companyId),
          search: (pattern) => or(ilike(rateImportTemplates.name, pattern), ilike(vendors.name, pattern)),
          sorts: {
            name: sql`lower(${rateImportTemplates.name})`,
            updatedAt: rateImportTemplates.updatedAt,
          },
        },
        query,
      );
      return { ...page, items: page.items as RateImportTemplateItem[] };
    },

    async deleteTemplate(companyId: number, id: number): Promise<void> {
      const [deleted] = await db
        .delete(rateImportTemplates)
        .where(and(eq(rateImportTemplates.id, id), eq(rateImportTemplates.companyId, companyId)))
        .returning({ id: rateImportTemplates.id });
      if (!deleted) throw templateNotFound();
    },
  };
}

export type RateImportService = ReturnType<typeof createRateImportService>;

import {
  defaultTaxCodes,
  TAX_CODE_MESSAGES,
  type TaxCategory,
  type TaxCodeListQuery,
  type TaxCodeRef,
  type TaxCodeRequest,
  type taxCodeSchema,
} from '@fastforward/domain';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { companyTaxCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createCompanyRecordService } from '../company-records/company-records.service';

/** '5.00' → '5', '7.50' → '7.5': a rate as typed. */
const trimRate = (rate: string) => rate.replace(/\.?0+$/, '') || '0';

/**
 * The company's tax codes (Company Settings → Tax Codes): a company record like a master. Deleting
 * one the invoice settings name is refused by their foreign key ('Forbidden Deletion'); invoice
 * lines carry the code and a copy of its rate, so a later change never moves an issued total.
 */
export const taxCodeService = createCompanyRecordService<
  TaxCodeListQuery,
  TaxCodeRequest,
  z.input<typeof taxCodeSchema>
>({
  table: companyTaxCodes,
  label: 'Tax code',
  columns: {
    id: companyTaxCodes.id,
    code: companyTaxCodes.code,
    name: companyTaxCodes.name,
    category: companyTaxCodes.category,
    rate: companyTaxCodes.rate,
    isActive: companyTaxCodes.isActive,
    createdAt: companyTaxCodes.createdAt,
  },
  search: (pattern) => or(ilike(companyTaxCodes.code, pattern), ilike(companyTaxCodes.name, pattern)),
  sorts: {
    code: companyTaxCodes.code,
    name: companyTaxCodes.name,
    rate: companyTaxCodes.rate,
    createdAt: companyTaxCodes.createdAt,
  },
  async toValues(_tx, scope, input, id) {
    return {
      code: input.code,
      name: input.name,
      category: input.category,
      rate: input.rate,
      isActive: input.isActive ?? true,
      ...(id === undefined ? { createdAt: scope.now } : {}),
    };
  },
  conflicts: { company_tax_codes_company_code_key: { field: 'code', message: TAX_CODE_MESSAGES.duplicate } },
  toItem: (row) => {
    const item = row as z.input<typeof taxCodeSchema>;
    return { ...item, rate: trimRate(item.rate) };
  },
});

/**
 * The defaults (SR at `standardRate`, ZR, EX, OS) for a company that has no tax code yet; a company
 * with any code keeps its own. Concurrent callers meet at the unique code index.
 */
export async function ensureTaxCodes(db: DbOrTx, companyId: number, standardRate: string) {
  const [any] = await db
    .select({ id: companyTaxCodes.id })
    .from(companyTaxCodes)
    .where(eq(companyTaxCodes.companyId, companyId))
    .limit(1);
  if (any) return;
  await db
    .insert(companyTaxCodes)
    .values(defaultTaxCodes(standardRate).map((code) => ({ ...code, isActive: true, companyId })))
    .onConflictDoNothing();
}

/** 400 on `field` unless `id` is a tax code of the company. */
export async function assertOwnTaxCode(db: DbOrTx, companyId: number, id: number, field: string) {
  const [row] = await db
    .select({ id: companyTaxCodes.id })
    .from(companyTaxCodes)
    .where(and(eq(companyTaxCodes.id, id), eq(companyTaxCodes.companyId, companyId)));
  if (!row) throw AppError.fieldError(field, TAX_CODE_MESSAGES.chooseTaxCode);
}

export type InvoiceTaxCodes = {
  byCode: Map<string, TaxCodeRef>;
  freight: TaxCodeRef;
  local: TaxCodeRef;
};

/**
 * The company's tax codes for pricing an invoice (the defaults created first when it has none):
 * every code by its code, and the freight and local defaults — the invoice settings' choices, else
 * the first active zero-rated (freight) and standard (local) codes.
 */
export async function findInvoiceTaxCodes(
  db: DbOrTx,
  companyId: number,
  settings: { taxRate: string; freightTaxCodeId: number | null; localTaxCodeId: number | null },
): Promise<InvoiceTaxCodes> {
  await ensureTaxCodes(db, companyId, settings.taxRate);
  const rows = await db
    .select()
    .from(companyTaxCodes)
    .where(eq(companyTaxCodes.companyId, companyId))
    .orderBy(asc(companyTaxCodes.id));
  const ref = (r: (typeof rows)[number]): TaxCodeRef => ({
    code: r.code,
    rate: r.rate,
    category: r.category as TaxCategory,
  });
  const byId = (id: number | null) => rows.find((r) => r.id === id);
  const firstOf = (category: TaxCategory) => rows.find((r) => r.isActive && r.category === category);
  const local = byId(settings.localTaxCodeId) ?? firstOf('standard') ?? rows[0];
  const freight = byId(settings.freightTaxCodeId) ?? firstOf('zero_rated') ?? local;
  if (!local || !freight) throw new Error('tax codes missing after ensureTaxCodes');
  return { byCode: new Map(rows.map((r) => [r.code, ref(r)])), freight: ref(freight), local: ref(local) };
}

/** 400 on `lines.<i>.taxCode` for a code the company has not defined (or has switched off). */
export async function assertLineTaxCodes(
  db: DbOrTx,
  companyId: number,
  lines: readonly { taxCode?: string | null | undefined }[],
) {
  const wanted = [...new Set(lines.map((l) => l.taxCode).filter((c): c is string => !!c))];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ code: companyTaxCodes.code })
    .from(companyTaxCodes)
    .where(
      and(
        eq(companyTaxCodes.companyId, companyId),
        inArray(companyTaxCodes.code, wanted),
        eq(companyTaxCodes.isActive, true),
      ),
    );
  const known = new Set(rows.map((r) => r.code));
  const at = lines.findIndex((l) => !!l.taxCode && !known.has(l.taxCode));
  if (at !== -1) throw AppError.fieldError(`lines.${at}.taxCode`, TAX_CODE_MESSAGES.chooseTaxCode);
}

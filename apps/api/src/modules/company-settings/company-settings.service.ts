import {
  type BankAccountListQuery,
  type BankAccountRequest,
  type CompanyBasicSettings,
  type CompanyBasicSettingsRequest,
  type DoSettings,
  type DoSettingsRequest,
  type InvoiceSettings,
  type InvoiceSettingsRequest,
  isCompanySettingComplete,
  normalizeIban,
  type OperatingCostCategory,
  type OperatingCostSettings,
  type OperatingCostSettingsRequest,
} from '@fastforward/domain';
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  companies,
  companyBankAccounts,
  companyDoSettings,
  companyInvoiceSettings,
  companyOperatingCostSettings,
  companyOperatingCosts,
  companySettings,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { findPage } from '../../lib/list-query';
import { assertCountryExists, assertCurrencyExists } from '../company-records/references';
import { storedFileOf, withFileChanges } from '../files/files.service';
import { assertOwnTaxCode, ensureTaxCodes } from './tax-codes.service';

/** '' and absent optional fields are stored as null: "not filled" has one representation. */
const orNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Serializes the writes of one company's settings (the single-default rule and the document slots need it). */
export async function lockCompany(tx: DbOrTx, companyId: number) {
  await tx.execute(sql`select id from ${companies} where ${companies.id} = ${companyId} for update`);
}

// ---------------------------------------------------------------- basic settings

/** The company's base currency (basic settings), null when not set. */
export async function baseCurrencyOf(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ baseCurrency: companySettings.baseCurrency })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  return row?.baseCurrency ?? null;
}

export async function findBasicSettings(db: DbOrTx, companyId: number): Promise<CompanyBasicSettings> {
  const [row] = await db
    .select({
      legalName: companies.name,
      shortName: companies.shortName,
      hasCompleteCompanySetting: companies.hasCompleteCompanySetting,
      logoFileId: companySettings.logoFileId,
      registrationDocumentFileId: companySettings.registrationDocumentFileId,
      taxDocumentFileId: companySettings.taxDocumentFileId,
      logo: storedFileOf(companySettings.logoFileId),
      registrationDocument: storedFileOf(companySettings.registrationDocumentFileId),
      taxDocument: storedFileOf(companySettings.taxDocumentFileId),
      addressLine1: companySettings.addressLine1,
      addressLine2: companySettings.addressLine2,
      city: companySettings.city,
      postalCode: companySettings.postalCode,
      countryCode: companySettings.countryCode,
      contactEmail: companySettings.contactEmail,
      phone: companySettings.phone,
      baseCurrency: companySettings.baseCurrency,
      timeZone: companySettings.timeZone,
      taxRegistrationNumber: companySettings.taxRegistrationNumber,
    })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw new AppError('NOT_FOUND', 'Company not found');
  const { logo, registrationDocument, taxDocument, ...fields } = row;
  return {
    ...fields,
    shortName: row.shortName ?? '',
    documents: { CL: logo, CRD: registrationDocument, TD: taxDocument },
  };
}

/**
 * Saves the whole basic-settings form. Legal and short name live on `companies`; the flag the
 * login flow reads (SPEC §4) follows whether the required fields are filled, both ways.
 */
export async function saveBasicSettings(db: Db, companyId: number, input: CompanyBasicSettingsRequest) {
  const fields = {
    addressLine1: orNull(input.addressLine1),
    addressLine2: orNull(input.addressLine2),
    city: orNull(input.city),
    postalCode: orNull(input.postalCode),
    countryCode: orNull(input.countryCode),
    contactEmail: orNull(input.contactEmail),
    phone: orNull(input.phone),
    baseCurrency: orNull(input.baseCurrency),
    timeZone: orNull(input.timeZone),
    taxRegistrationNumber: orNull(input.taxRegistrationNumber),
  };
  const isComplete = isCompanySettingComplete({
    ...fields,
    legalName: input.legalName,
    shortName: input.shortName,
  });
  try {
    await db.transaction(async (tx) => {
      await assertCountryExists(tx, input.countryCode);
      await assertCurrencyExists(tx, input.baseCurrency, 'baseCurrency');
      await tx
        .update(companies)
        .set({ name: input.legalName, shortName: input.shortName, hasCompleteCompanySetting: isComplete })
        .where(eq(companies.id, companyId));
      await tx
        .insert(companySettings)
        .values({ companyId, ...fields })
        .onConflictDoUpdate({ target: companySettings.companyId, set: { ...fields, updatedAt: sql`now()` } });
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'companies_short_name_key') {
      throw AppError.fieldError('shortName', 'This short name is already taken', 'CONFLICT');
    }
    throw error;
  }
  return findBasicSettings(db, companyId);
}

// ---------------------------------------------------------------- operating cost

export async function findOperatingCostSettings(
  db: DbOrTx,
  companyId: number,
): Promise<OperatingCostSettings> {
  const [settings, costs] = await Promise.all([
    db
      .select({ currency: companyOperatingCostSettings.currency })
      .from(companyOperatingCostSettings)
      .where(eq(companyOperatingCostSettings.companyId, companyId)),
    db
      .select({
        name: companyOperatingCosts.name,
        amount: companyOperatingCosts.amount,
        category: companyOperatingCosts.category,
      })
      .from(companyOperatingCosts)
      .where(eq(companyOperatingCosts.companyId, companyId))
      .orderBy(asc(companyOperatingCosts.position)),
  ]);
  return {
    currency: settings[0]?.currency ?? null,
    costs: costs.map((c) => ({ ...c, category: c.category as OperatingCostCategory })),
  };
}

/** Replaces the currency and the whole list of costs. */
export async function saveOperatingCostSettings(
  db: Db,
  companyId: number,
  input: OperatingCostSettingsRequest,
) {
  try {
    await db.transaction(async (tx) => {
      await assertCurrencyExists(tx, input.currency, 'currency');
      await lockCompany(tx, companyId);
      await tx
        .insert(companyOperatingCostSettings)
        .values({ companyId, currency: input.currency })
        .onConflictDoUpdate({
          target: companyOperatingCostSettings.companyId,
          set: { currency: input.currency, updatedAt: sql`now()` },
        });
      await tx.delete(companyOperatingCosts).where(eq(companyOperatingCosts.companyId, companyId));
      if (input.costs.length > 0) {
        await tx
          .insert(companyOperatingCosts)
          .values(input.costs.map((cost, position) => ({ companyId, position, ...cost })));
      }
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'company_operating_costs_company_name_key') {
      throw AppError.fieldError('costs', 'Each cost needs its own name');
    }
    throw error;
  }
  return findOperatingCostSettings(db, companyId);
}

// ---------------------------------------------------------------- bank details

const bankColumns = {
  id: companyBankAccounts.id,
  bankName: companyBankAccounts.bankName,
  accountName: companyBankAccounts.accountName,
  accountNumber: companyBankAccounts.accountNumber,
  iban: companyBankAccounts.iban,
  swiftCode: companyBankAccounts.swiftCode,
  branch: companyBankAccounts.branch,
  currency: companyBankAccounts.currency,
  isDefault: companyBankAccounts.isDefault,
  createdAt: companyBankAccounts.createdAt,
  documentFileId: companyBankAccounts.documentFileId,
  document: storedFileOf(companyBankAccounts.documentFileId),
};

const bankNotFound = () => new AppError('NOT_FOUND', 'Bank account not found');

const ofCompany = (companyId: number, id: number) =>
  and(eq(companyBankAccounts.id, id), eq(companyBankAccounts.companyId, companyId));

const bankValues = (input: BankAccountRequest) => {
  const iban = orNull(input.iban);
  return {
    bankName: input.bankName,
    accountName: input.accountName,
    accountNumber: input.accountNumber,
    iban: iban === null ? null : normalizeIban(iban),
    swiftCode: orNull(input.swiftCode),
    branch: orNull(input.branch),
    currency: input.currency,
  };
};

/** One page of the company's bank accounts, searched by bank, account name or number. */
export const listBankAccounts = (db: Db, companyId: number, query: BankAccountListQuery) =>
  findPage(
    db,
    {
      from: companyBankAccounts,
      columns: bankColumns,
      where: eq(companyBankAccounts.companyId, companyId),
      search: (pattern) =>
        or(
          ilike(companyBankAccounts.bankName, pattern),
          ilike(companyBankAccounts.accountName, pattern),
          ilike(companyBankAccounts.accountNumber, pattern),
        ),
      sorts: { bankName: companyBankAccounts.bankName, createdAt: companyBankAccounts.createdAt },
    },
    query,
  );

/** A bank account of the company; another company's is a 404. */
export async function findBankAccount(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.select(bankColumns).from(companyBankAccounts).where(ofCompany(companyId, id));
  if (!row) throw bankNotFound();
  return row;
}

/** The company's first account becomes its default. */
export async function createBankAccount(db: Db, companyId: number, input: BankAccountRequest) {
  return db.transaction(async (tx) => {
    await assertCurrencyExists(tx, input.currency, 'currency');
    await lockCompany(tx, companyId);
    const [existing] = await tx
      .select({ n: count() })
      .from(companyBankAccounts)
      .where(eq(companyBankAccounts.companyId, companyId));
    const [row] = await tx
      .insert(companyBankAccounts)
      .values({ companyId, ...bankValues(input), isDefault: Number(existing?.n ?? 0) === 0 })
      .returning(bankColumns);
    if (!row) throw new Error('bank account insert returned nothing');
    return row;
  });
}

export async function updateBankAccount(db: Db, companyId: number, id: number, input: BankAccountRequest) {
  return db.transaction(async (tx) => {
    // Another company's account is a 404 before anything is said about the body.
    await findBankAccount(tx, companyId, id);
    await assertCurrencyExists(tx, input.currency, 'currency');
    const [row] = await tx
      .update(companyBankAccounts)
      .set(bankValues(input))
      .where(ofCompany(companyId, id))
      .returning(bankColumns);
    if (!row) throw bankNotFound();
    return row;
  });
}

/** Makes one account the default and every other one not. */
export async function setDefaultBankAccount(db: Db, companyId: number, id: number) {
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await findBankAccount(tx, companyId, id);
    await tx
      .update(companyBankAccounts)
      .set({ isDefault: false })
      .where(and(eq(companyBankAccounts.companyId, companyId), ne(companyBankAccounts.id, id)));
    const [row] = await tx
      .update(companyBankAccounts)
      .set({ isDefault: true })
      .where(ofCompany(companyId, id))
      .returning(bankColumns);
    if (!row) throw bankNotFound();
    return row;
  });
}

/** Deleting the default hands it to the oldest remaining account; the account's document goes with it. */
export async function deleteBankAccount(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  companyId: number,
  id: number,
) {
  await withFileChanges(deps, async (tx, discard) => {
    await lockCompany(tx, companyId);
    const account = await findBankAccount(tx, companyId, id);
    await tx.delete(companyBankAccounts).where(ofCompany(companyId, id));
    if (account.documentFileId !== null) await discard(account.documentFileId);
    if (!account.isDefault) return;
    const [next] = await tx
      .select({ id: companyBankAccounts.id })
      .from(companyBankAccounts)
      .where(eq(companyBankAccounts.companyId, companyId))
      .orderBy(asc(companyBankAccounts.createdAt), asc(companyBankAccounts.id))
      .limit(1);
    if (next)
      await tx.update(companyBankAccounts).set({ isDefault: true }).where(ofCompany(companyId, next.id));
  });
}

// ---------------------------------------------------------------- invoice settings

/** What an unsaved company's invoice form starts from. */
export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = {
  prefix: 'INV-',
  nextNumber: 1,
  taxRate: '0.00',
  paymentTermsDays: 30,
  footerText: '',
  freightTaxCodeId: null,
  localTaxCodeId: null,
};

const invoiceColumns = {
  prefix: companyInvoiceSettings.prefix,
  nextNumber: companyInvoiceSettings.nextNumber,
  taxRate: companyInvoiceSettings.taxRate,
  paymentTermsDays: companyInvoiceSettings.paymentTermsDays,
  footerText: companyInvoiceSettings.footerText,
  freightTaxCodeId: companyInvoiceSettings.freightTaxCodeId,
  localTaxCodeId: companyInvoiceSettings.localTaxCodeId,
};

export async function findInvoiceSettings(db: DbOrTx, companyId: number): Promise<InvoiceSettings> {
  const [row] = await db
    .select(invoiceColumns)
    .from(companyInvoiceSettings)
    .where(eq(companyInvoiceSettings.companyId, companyId));
  return row ?? DEFAULT_INVOICE_SETTINGS;
}

/**
 * Saves the invoice settings; the default tax codes freight and local charges take must be the
 * company's (400 on the field). A company without tax codes gets the defaults (SR at this tax
 * rate, ZR, EX, OS) in the same transaction.
 */
export async function saveInvoiceSettings(db: Db, companyId: number, input: InvoiceSettingsRequest) {
  return db.transaction(async (tx) => {
    if (input.freightTaxCodeId != null)
      await assertOwnTaxCode(tx, companyId, input.freightTaxCodeId, 'freightTaxCodeId');
    if (input.localTaxCodeId != null)
      await assertOwnTaxCode(tx, companyId, input.localTaxCodeId, 'localTaxCodeId');
    const values = {
      ...input,
      freightTaxCodeId: input.freightTaxCodeId ?? null,
      localTaxCodeId: input.localTaxCodeId ?? null,
    };
    const [row] = await tx
      .insert(companyInvoiceSettings)
      .values({ companyId, ...values })
      .onConflictDoUpdate({
        target: companyInvoiceSettings.companyId,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning(invoiceColumns);
    if (!row) throw new Error('invoice settings upsert returned nothing');
    await ensureTaxCodes(tx, companyId, input.taxRate);
    return row;
  });
}

// ---------------------------------------------------------------- DO settings

/** What an unsaved company's DO form starts from. */
export const DEFAULT_DO_SETTINGS: DoSettings = {
  prefix: 'DO-',
  nextNumber: 1,
  validityDays: 30,
  issuingOffice: '',
  signatoryName: '',
  signatoryDesignation: '',
  termsText: '',
  footerText: '',
};

const doColumns = {
  prefix: companyDoSettings.prefix,
  nextNumber: companyDoSettings.nextNumber,
  validityDays: companyDoSettings.validityDays,
  issuingOffice: companyDoSettings.issuingOffice,
  signatoryName: companyDoSettings.signatoryName,
  signatoryDesignation: companyDoSettings.signatoryDesignation,
  termsText: companyDoSettings.termsText,
  footerText: companyDoSettings.footerText,
};

export async function findDoSettings(db: DbOrTx, companyId: number): Promise<DoSettings> {
  const [row] = await db
    .select(doColumns)
    .from(companyDoSettings)
    .where(eq(companyDoSettings.companyId, companyId));
  return row ?? DEFAULT_DO_SETTINGS;
}

export async function saveDoSettings(db: Db, companyId: number, input: DoSettingsRequest) {
  const [row] = await db
    .insert(companyDoSettings)
    .values({ companyId, ...input })
    .onConflictDoUpdate({ target: companyDoSettings.companyId, set: { ...input, updatedAt: sql`now()` } })
    .returning(doColumns);
  if (!row) throw new Error('DO settings upsert returned nothing');
  return row;
}

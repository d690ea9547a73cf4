import {
  type AdditionalFileType,
  canSeeSmsNumber,
  canUploadFileType,
  chargeableWeightKg,
  ENQUIRY_STATUSES,
  type EnquiryAttendRequest,
  type EnquiryDashboard,
  type EnquiryListQuery,
  type EnquiryMoveRequest,
  type EnquiryOrigin,
  type EnquiryRequest,
  type EnquiryStatus,
  type EnquiryStatusRequest,
  type EnquiryUpdateRequest,
  FILE_COLLECTION,
  FILE_OWNER_TYPE,
  type ForwardStatus,
  grossKg,
  hasAnyPermission,
  KYC_STATUS,
  moduleAccess,
  PERMISSIONS,
  revenueTons,
  type SalesEnquiryRequest,
  type StoredFile,
  salesScope,
  volumeCbm,
} from '@fastforward/domain';
import { and, asc, count, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { permissionNamesOf } from '../../db/queries';
import {
  cities,
  containerSizes,
  customerKycs,
  dgClasses,
  enquiryForwards,
  files,
  incoterms,
  packageTypes,
  ports,
  rateEnquiries,
  shippingCompanies,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findPage, optionalEq, type Page } from '../../lib/list-query';
import { dayOf } from '../../lib/validity';
import type { AuthContext } from '../../plugins/auth';
import { usableBy } from '../company-records/references';
import { kycCompanyName } from '../customer-kycs/customer-kycs.service';
import { storeFile, toStoredFile } from '../files/files.service';
import { allocateDocumentNumber } from '../numbering/numbering.service';
import { staffEnquiryLink, tellCustomer, tellForwarder, tellUsers } from './enquiry-notices';
import {
  callerHandles,
  type EnquiryItem,
  type EnquiryListEntry,
  type EnquiryRow,
  enquiryListColumns,
  enquiryReachWhere,
  enquiryTransitions,
  findEnquiry,
  loadStaffEnquiry,
  toEnquiryListItem,
  withEnquiryKyc,
} from './enquiry-records';

/**
 * Rate enquiries (PRODUCT §2.1): made by the customer or by sales for it, listed and counted by
 * the reach of the caller, edited while Received, accepted or rejected, cancelled until Booked,
 * attended, with their history and attachments. Both doors (staff, customer) share what is here.
 */

type EnquiryDeps = Pick<AppDeps, 'db' | 'mailer' | 'clock'>;

// ---------------------------------------------------------------------------------------------
// Reading

/** Who sees which enquiries: the staff by company and reach, the customer by its company. */
export const customerEnquiriesWhere = (auth: Pick<AuthContext, 'companyId'>) =>
  eq(rateEnquiries.customerCompanyId, auth.companyId);

/** A page of enquiries matching the list's filters among those `where` shows, newest first. */
/** An enquiry with a forward the vendor has not answered yet: what the pricing dashboard counts as waiting on vendors. */
export const awaitingVendor = sql`exists (select 1 from ${enquiryForwards} f
  where f.enquiry_id = ${rateEnquiries.id} and f.status = ${'received' satisfies ForwardStatus} and f.answered_at is null)`;

export async function listEnquiriesWhere(
  db: DbOrTx,
  where: SQL | undefined,
  query: EnquiryListQuery,
  showSmsNumber: boolean,
): Promise<Page<EnquiryListEntry>> {
  const page = await findPage(
    db,
    {
      from: rateEnquiries,
      columns: enquiryListColumns(showSmsNumber),
      // The filters are on the enquiry itself; a search also reads the KYC's company name. Even a
      // left join PostgreSQL drops keeps it from counting on an index alone, so only then.
      pageKeys: { joins: query.search ? withEnquiryKyc : undefined },
      where,
      search: (pattern) => or(ilike(rateEnquiries.reference, pattern), ilike(kycCompanyName, pattern)),
      filters: [
        optionalEq(rateEnquiries.status, query.status),
        optionalEq(rateEnquiries.mode, query.mode),
        optionalEq(rateEnquiries.originPortId, query.originPortId),
        optionalEq(rateEnquiries.destinationPortId, query.destinationPortId),
        optionalEq(rateEnquiries.customerCompanyId, query.customerCompanyId),
        optionalEq(rateEnquiries.salesPersonId, query.salesPersonId),
        // Days of the created instant in UTC, as the list shows them.
        query.createdFrom
          ? gte(rateEnquiries.createdAt, new Date(`${query.createdFrom}T00:00:00Z`))
          : undefined,
        query.createdTo
          ? lt(
              rateEnquiries.createdAt,
              new Date(new Date(`${query.createdTo}T00:00:00Z`).getTime() + 86_400_000),
            )
          : undefined,
        query.awaitingVendor ? awaitingVendor : undefined,
      ],
      // Ids rise with creation, and the (company, status | lane | sales person, id) indexes give their order.
      sorts: { newest: rateEnquiries.id },
    },
    { ...query, sort: 'newest', order: 'desc' },
  );
  return { ...page, items: page.items.map((row) => toEnquiryListItem(row, showSmsNumber)) };
}

/** The staff's list: the enquiries of the caller's company its reach shows. */
export const listEnquiries = (db: DbOrTx, auth: AuthContext, query: EnquiryListQuery) =>
  listEnquiriesWhere(db, enquiryReachWhere(auth), query, canSeeSmsNumber(auth.permissions));

/** The counts per status (every status, zero included) of the enquiries `where` shows. */
export async function countEnquiriesWhere(db: DbOrTx, where: SQL | undefined): Promise<EnquiryDashboard> {
  const rows = await db
    .select({ status: rateEnquiries.status, count: count() })
    .from(rateEnquiries)
    .where(where)
    .groupBy(rateEnquiries.status);
  const counts = new Map(rows.map((r) => [r.status, Number(r.count)]));
  const byStatus = ENQUIRY_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  return { total: byStatus.reduce((sum, s) => sum + s.count, 0), byStatus };
}

/** The staff's dashboard: counts of the enquiries its reach shows. */
export const countEnquiriesByStatus = (db: DbOrTx, auth: AuthContext) =>
  countEnquiriesWhere(db, enquiryReachWhere(auth));

// ---------------------------------------------------------------------------------------------
// Validating what an enquiry refers to

const fieldError = (field: string, message: string) => AppError.fieldError(field, message);

const PORT_KIND = { sea: 'a sea port', air: 'an air port', dry: 'a dry port' } as const;

/** Ports of the mode (or dry ports, for custom points) the forwarder may use, else 400 on the field. */
async function assertPorts(tx: DbOrTx, companyId: number, body: EnquiryRequest) {
  const wanted = [
    ['originPortId', body.originPortId, body.mode, 'Origin port'],
    ['destinationPortId', body.destinationPortId, body.mode, 'Destination port'],
    ['originCustomPointId', body.originCustomPointId, 'dry', 'Origin custom point'],
    ['destinationCustomPointId', body.destinationCustomPointId, 'dry', 'Destination custom point'],
  ] as const;
  const ids = wanted.map(([, id]) => id).filter((id): id is number => id != null);
  const rows = await tx
    .select({ id: ports.id, type: ports.type })
    .from(ports)
    .where(and(inArray(ports.id, ids), usableBy(companyId, ports.companyId)));
  const types = new Map(rows.map((r) => [r.id, r.type]));
  for (const [field, id, type, label] of wanted) {
    if (id == null) continue;
    const found = types.get(id);
    if (found === undefined) throw fieldError(field, `${label} not found`);
    if (found !== type) {
      throw fieldError(field, `${label} must be ${PORT_KIND[type]}`);
    }
  }
}

async function assertCities(tx: DbOrTx, companyId: number, body: EnquiryRequest) {
  const wanted = [
    ['originPlaceId', body.originPlaceId, 'Pickup city not found'],
    ['finalPlaceId', body.finalPlaceId, 'Final place of delivery not found'],
  ] as const;
  const ids = wanted.map(([, id]) => id).filter((id): id is number => id != null);
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(and(inArray(cities.id, ids), usableBy(companyId, cities.companyId)));
  const found = new Set(rows.map((r) => r.id));
  for (const [field, id, message] of wanted)
    if (id != null && !found.has(id)) throw fieldError(field, message);
}

/** Each code of `values` must be a row of the code table; else 400 on `field(index)`. */
async function assertCodes(
  tx: DbOrTx,
  table: typeof incoterms | typeof dgClasses | typeof packageTypes,
  values: readonly (string | null | undefined)[],
  field: (index: number) => string,
  message: string,
) {
  const codes = [...new Set(values.filter((v): v is string => v != null))];
  if (codes.length === 0) return;
  const rows = await tx.select({ code: table.code }).from(table).where(inArray(table.code, codes));
  const known = new Set(rows.map((r) => r.code));
  const index = values.findIndex((v) => v != null && !known.has(v));
  if (index >= 0) throw fieldError(field(index), message);
}

async function assertContainerSizes(tx: DbOrTx, body: EnquiryRequest) {
  const ids = [...new Set(body.containers.map((c) => c.containerSizeId))];
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: containerSizes.id })
    .from(containerSizes)
    .where(inArray(containerSizes.id, ids));
  const known = new Set(rows.map((r) => r.id));
  const index = body.containers.findIndex((c) => !known.has(c.containerSizeId));
  if (index >= 0) throw fieldError(`containers.${index}.containerSizeId`, 'Container size not found');
}

async function assertLine(tx: DbOrTx, companyId: number, body: EnquiryRequest) {
  if (body.preferredLineId == null) return;
  const [line] = await tx
    .select({ mode: shippingCompanies.shippingMode })
    .from(shippingCompanies)
    .where(
      and(eq(shippingCompanies.id, body.preferredLineId), usableBy(companyId, shippingCompanies.companyId)),
    );
  if (!line) throw fieldError('preferredLineId', 'Shipping line not found');
  if (line.mode !== body.mode) throw fieldError('preferredLineId', `Choose a ${body.mode} line`);
}

/**
 * What an enquiry refers to must exist for the forwarder and fit the mode; the cargo must not be
 * ready before today (the app clock's). Each refusal is a 400 naming its field.
 */
async function assertEnquiryReferences(tx: DbOrTx, companyId: number, body: EnquiryRequest, now: Date) {
  if (body.cargoReadyDate < dayOf(now)) {
    throw fieldError('cargoReadyDate', 'Cargo ready date must not be in the past');
  }
  await assertPorts(tx, companyId, body);
  await assertCities(tx, companyId, body);
  await assertContainerSizes(tx, body);
  await assertCodes(
    tx,
    packageTypes,
    body.packages.map((p) => p.packageTypeCode),
    (i) => `packages.${i}.packageTypeCode`,
    'Package type not found',
  );
  await assertCodes(tx, incoterms, [body.incotermCode], () => 'incotermCode', 'Incoterm not found');
  await assertCodes(tx, dgClasses, [body.dgClassCode], () => 'dgClassCode', 'DG class not found');
  await assertLine(tx, companyId, body);
}

/** The columns an enquiry's body sets, with the weights derived from its packages. */
function enquiryValues(body: EnquiryRequest) {
  const fcl = body.mode === 'sea' && body.loadType === 'FCL';
  const packages = fcl ? [] : body.packages;
  const gross = packages.length > 0 ? grossKg(packages) : null;
  return {
    mode: body.mode,
    loadType: body.mode === 'sea' ? (body.loadType ?? null) : null,
    containers: fcl
      ? body.containers.map((c) => ({ containerSizeId: c.containerSizeId, count: c.count }))
      : [],
    packages,
    legs: body.legs,
    originPortId: body.originPortId,
    destinationPortId: body.destinationPortId,
    originPlaceId: body.originPlaceId ?? null,
    originPickupAddress: body.originPickupAddress ?? null,
    originCustomPointId: body.originCustomPointId ?? null,
    destinationCustomPointId: body.destinationCustomPointId ?? null,
    finalPlaceId: body.finalPlaceId ?? null,
    finalDeliveryAddress: body.finalDeliveryAddress ?? null,
    incotermCode: body.incotermCode ?? null,
    commodityType: body.commodityType,
    dgClassCode: body.dgClassCode ?? null,
    unNumber: body.unNumber ?? null,
    setTemperatureC: body.setTemperatureC == null ? null : String(body.setTemperatureC),
    cargoReadyDate: body.cargoReadyDate,
    preferredLineId: body.preferredLineId ?? null,
    remarks: body.remarks ?? null,
    chargeableWeightKg: body.mode === 'air' ? chargeableWeightKg(packages).toFixed(1) : null,
    revenueTons:
      body.mode === 'sea' && !fcl && gross !== null
        ? revenueTons(volumeCbm(packages), gross).toFixed(3)
        : null,
    grossWeightKg: gross === null ? null : gross.toFixed(3),
  };
}

// ---------------------------------------------------------------------------------------------
// Creating

/** The approved KYC an enquiry is made under: the forwarder, the customer company, its sales person. */
export type EnquiryCustomer = {
  kycId: number;
  companyId: number;
  customerCompanyId: number;
  salesPersonId: number | null;
};

/**
 * Creates the enquiry in one transaction: its RE number, the row with the derived weights, status
 * Received with its first history row, and the other side told (customer-made → its sales person
 * and pricing of the mode; sales-made → the customer's users). Answers the new id.
 */
export async function createEnquiryRecord(
  deps: EnquiryDeps,
  request: {
    customer: EnquiryCustomer;
    createdVia: EnquiryOrigin;
    userId: number;
    body: EnquiryRequest;
    wizardOptionKey?: string | null;
  },
): Promise<number> {
  const { customer, body } = request;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await assertEnquiryReferences(tx, customer.companyId, body, now);
    const { number } = await allocateDocumentNumber(tx, {
      companyId: customer.companyId,
      sequence: 'RE',
      at: now,
    });
    const [row] = await tx
      .insert(rateEnquiries)
      .values({
        companyId: customer.companyId,
        reference: number,
        status: 'received',
        version: 0,
        customerCompanyId: customer.customerCompanyId,
        customerKycId: customer.kycId,
        createdVia: request.createdVia,
        createdBy: request.userId,
        salesPersonId: customer.salesPersonId,
        ...enquiryValues(body),
        wizardOption: request.wizardOptionKey ? { key: request.wizardOptionKey } : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('rate_enquiries insert returned nothing');
    await enquiryTransitions.recordInitialStatus(tx, {
      companyId: row.companyId,
      id: row.id,
      status: 'received',
      userId: request.userId,
      at: now,
    });
    const what = `${body.mode} enquiry ${row.reference}`;
    if (request.createdVia === 'customer') {
      const [kyc] = await tx
        .select({ name: kycCompanyName })
        .from(customerKycs)
        .where(eq(customerKycs.id, customer.kycId));
      await tellForwarder(deps, tx, row, {
        title: `New enquiry ${row.reference}`,
        body: `${kyc?.name ?? 'A customer'} sent a new ${what}, cargo ready on ${body.cargoReadyDate}.`,
      });
    } else {
      await tellCustomer(deps, tx, row, {
        title: `Enquiry ${row.reference} opened for you`,
        body: `The ${what} was opened on your behalf, cargo ready on ${body.cargoReadyDate}. You will receive a quote for it.`,
      });
    }
    return row.id;
  });
}

/** Who may make an enquiry for any of the company's customers (else only for its own). */
const CREATES_FOR_ALL = [
  PERMISSIONS.responseAllCustomerQuerySales,
  ...moduleAccess('customer-enquiries', 'Customer Enquiries').create,
];

/** Sales' enquiry for an approved customer: one it may price for (its own, with the 'own' scope). */
export async function createSalesEnquiry(deps: EnquiryDeps, auth: AuthContext, input: SalesEnquiryRequest) {
  const { customerKycId, wizardOptionKey, ...body } = input;
  const scope = hasAnyPermission(auth.permissions, CREATES_FOR_ALL)
    ? 'all'
    : (salesScope(auth.permissions) ?? 'own');
  const [kyc] = await deps.db
    .select({
      id: customerKycs.id,
      customerCompanyId: customerKycs.customerCompanyId,
      salesPersonId: customerKycs.salesPersonId,
    })
    .from(customerKycs)
    .where(
      and(
        eq(customerKycs.id, customerKycId),
        eq(customerKycs.companyId, auth.companyId),
        eq(customerKycs.status, KYC_STATUS.approved),
        scope === 'own' ? eq(customerKycs.salesPersonId, auth.userId) : undefined,
      ),
    );
  if (!kyc || kyc.customerCompanyId === null) throw fieldError('customerKycId', 'Customer not found');
  const id = await createEnquiryRecord(deps, {
    customer: {
      kycId: kyc.id,
      companyId: auth.companyId,
      customerCompanyId: kyc.customerCompanyId,
      salesPersonId: kyc.salesPersonId,
    },
    createdVia: 'sales',
    userId: auth.userId,
    body,
    wizardOptionKey: wizardOptionKey ?? null,
  });
  return findEnquiry(deps.db, auth, id);
}

// ---------------------------------------------------------------------------------------------
// Changing

const stale = () =>
  new AppError('CONFLICT', 'This enquiry was changed by someone else; reload it and try again.', {
    errors: [{ field: 'version', defaultMessage: 'Reload to see the latest version' }],
  });

/** An edit of a Received enquiry by staff who may handle it, at the version they read (else 409). */
export async function updateEnquiry(
  deps: EnquiryDeps,
  auth: AuthContext,
  id: number,
  input: EnquiryUpdateRequest,
): Promise<EnquiryItem> {
  const { version, ...body } = input;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const enquiry = await loadStaffEnquiry(tx, auth, id, { handle: true });
    if (enquiry.version !== version) throw stale();
    if (enquiry.status !== 'received') {
      throw AppError.fieldError('status', 'Only a Received enquiry can be edited', 'CONFLICT');
    }
    await assertEnquiryReferences(tx, enquiry.companyId, body, now);
    const [updated] = await tx
      .update(rateEnquiries)
      .set({ ...enquiryValues(body), version: sql`${rateEnquiries.version} + 1`, updatedAt: now })
      .where(
        and(
          eq(rateEnquiries.id, id),
          eq(rateEnquiries.companyId, enquiry.companyId),
          eq(rateEnquiries.version, version),
          eq(rateEnquiries.status, 'received'),
        ),
      )
      .returning({ id: rateEnquiries.id });
    if (!updated) throw stale();
  });
  return findEnquiry(deps.db, auth, id);
}

type Move = { enquiry: EnquiryRow; to: EnquiryStatus; request: EnquiryMoveRequest; userId: number };

/** One move through the enquiry workflow with what it tells the other side, in one transaction. */
async function moveEnquiry(
  deps: EnquiryDeps,
  move: Move,
  tell: (tx: DbOrTx, enquiry: EnquiryRow, remarks: string | null) => Promise<void>,
) {
  const remarks = move.request.remarks ?? null;
  await deps.db.transaction(async (tx) => {
    await enquiryTransitions.move(tx, {
      companyId: move.enquiry.companyId,
      id: move.enquiry.id,
      expectedVersion: move.request.version,
      to: move.to,
      remarks,
      userId: move.userId,
      at: deps.clock(),
    });
    await tx
      .update(rateEnquiries)
      .set({ updatedAt: deps.clock() })
      .where(eq(rateEnquiries.id, move.enquiry.id));
    await tell(tx, move.enquiry, remarks);
  });
}

const withReason = (text: string, remarks: string | null) =>
  remarks ? `${text}\n\nReason: ${remarks}` : text;

/** The forwarder accepts or rejects a Received enquiry; the customer is told. */
export async function decideEnquiry(
  deps: EnquiryDeps,
  auth: AuthContext,
  id: number,
  input: EnquiryStatusRequest,
) {
  const enquiry = await loadStaffEnquiry(deps.db, auth, id, { handle: true });
  const { status, ...request } = input;
  await moveEnquiry(deps, { enquiry, to: status, request, userId: auth.userId }, (tx, e, remarks) =>
    tellCustomer(deps, tx, e, {
      title: `Enquiry ${e.reference} ${status === 'accepted' ? 'accepted' : 'rejected'}`,
      body:
        status === 'accepted'
          ? withReason(`Your enquiry ${e.reference} was accepted; a quote will follow.`, remarks)
          : withReason(`Your enquiry ${e.reference} was rejected.`, remarks),
    }),
  );
  return findEnquiry(deps.db, auth, id);
}

/** The forwarder cancels the enquiry (until Booked); the customer is told. */
export async function cancelStaffEnquiry(
  deps: EnquiryDeps,
  auth: AuthContext,
  id: number,
  input: EnquiryMoveRequest,
) {
  const enquiry = await loadStaffEnquiry(deps.db, auth, id, { handle: true });
  await moveEnquiry(
    deps,
    { enquiry, to: 'cancelled', request: input, userId: auth.userId },
    (tx, e, remarks) =>
      tellCustomer(deps, tx, e, {
        title: `Enquiry ${e.reference} cancelled`,
        body: withReason(`Your enquiry ${e.reference} was cancelled by the forwarder.`, remarks),
      }),
  );
  return findEnquiry(deps.db, auth, id);
}

/** The customer cancels its enquiry (until Booked); the forwarder's staff concerned are told. */
export async function cancelCustomerEnquiry(
  deps: EnquiryDeps,
  auth: AuthContext,
  enquiry: EnquiryRow,
  input: EnquiryMoveRequest,
) {
  await moveEnquiry(
    deps,
    { enquiry, to: 'cancelled', request: input, userId: auth.userId },
    (tx, e, remarks) =>
      tellForwarder(deps, tx, e, {
        title: `Enquiry ${e.reference} cancelled by the customer`,
        body: withReason(`The customer cancelled enquiry ${e.reference}.`, remarks),
      }),
  );
  return findEnquiry(deps.db, auth, enquiry.id);
}

/**
 * Who at the forwarder handles the enquiry: the caller, or a named active user of the company who
 * may handle it (told in the app and by e-mail).
 */
export async function attendEnquiry(
  deps: EnquiryDeps,
  auth: AuthContext,
  id: number,
  input: EnquiryAttendRequest,
) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const enquiry = await loadStaffEnquiry(tx, auth, id, { handle: true });
    const userId = input.userId ?? auth.userId;
    if (userId !== auth.userId) {
      const [user] = await tx
        .select({ id: users.id, permissions: sql<string[]>`${permissionNamesOf(sql`${users.id}`)}` })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.companyId, auth.companyId), eq(users.isDisabled, false)));
      if (!user) throw fieldError('userId', 'User not found');
      if (!callerHandles({ companyId: auth.companyId, userId, permissions: user.permissions }, enquiry)) {
        throw fieldError('userId', 'This user may not handle this enquiry');
      }
    }
    await tx
      .update(rateEnquiries)
      .set({ attendedBy: userId, attendedAt: now, updatedAt: now })
      .where(and(eq(rateEnquiries.id, id), eq(rateEnquiries.companyId, auth.companyId)));
    if (userId !== auth.userId) {
      await tellUsers(deps, tx, auth.companyId, [userId], {
        title: `Enquiry ${enquiry.reference} is yours to handle`,
        body: `You were asked to handle the ${enquiry.mode} enquiry ${enquiry.reference}.`,
        link: staffEnquiryLink(enquiry.id),
      });
    }
  });
  return findEnquiry(deps.db, auth, id);
}

// ---------------------------------------------------------------------------------------------
// Attachments

/** The enquiry's attachments, oldest first (the caller has loaded the enquiry). */
export async function listEnquiryFiles(
  db: DbOrTx,
  enquiry: Pick<EnquiryRow, 'id' | 'companyId'>,
): Promise<StoredFile[]> {
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.companyId, enquiry.companyId),
        eq(files.ownerType, FILE_OWNER_TYPE.rateEnquiry),
        eq(files.ownerId, enquiry.id),
        eq(files.collection, FILE_COLLECTION.additionalDocuments),
      ),
    )
    .orderBy(asc(files.id));
  return rows.map(toStoredFile);
}

/** Attaches the request's file to the enquiry (filed under its forwarder) as a document of `fileType`. */
export async function uploadEnquiryFile(
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock'>,
  request: FastifyRequest,
  auth: AuthContext,
  enquiry: Pick<EnquiryRow, 'id' | 'companyId'>,
  fileType: AdditionalFileType,
): Promise<StoredFile> {
  if (!canUploadFileType(auth.permissions, fileType)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to upload this type of file');
  }
  return storeFile(
    deps,
    request,
    {
      owner: { type: FILE_OWNER_TYPE.rateEnquiry, id: enquiry.id, companyId: enquiry.companyId },
      collection: FILE_COLLECTION.additionalDocuments,
      fileType,
      uploadedBy: auth.userId,
    },
    async (_tx, row) => toStoredFile(row),
  );
}

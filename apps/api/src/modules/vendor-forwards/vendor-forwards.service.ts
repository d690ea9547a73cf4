import {
  FORWARD_ANSWER_MESSAGES,
  type ForwardAnswerRequest,
  type VendorForwardListQuery,
} from '@fastforward/domain';
import { and, eq, ilike } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { companies, enquiryForwards, ports, rateEnquiries } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findPage, optionalEq } from '../../lib/list-query';
import { type AnswerDeps, lockForward, storeForwardAnswer, storeForwardDecline } from './forward-answers';
import { readVendorForwards, type VendorForwardItem } from './vendor-forward-view';

/**
 * A registered vendor's incoming enquiries: the forwards addressed to its company, and nothing
 * else (another company's forward is a 404, whoever forwarded it).
 */

const notFound = () => new AppError('NOT_FOUND', FORWARD_ANSWER_MESSAGES.notFound);

/** The forward `id` when addressed to the vendor company: the tenancy key of this door. */
const addressedTo = (vendorCompanyId: number, id: number) =>
  and(eq(enquiryForwards.id, id), eq(enquiryForwards.vendorCompanyId, vendorCompanyId));

const originPorts = alias(ports, 'origin_ports');
const destinationPorts = alias(ports, 'destination_ports');

export async function listVendorForwards(db: Db, vendorCompanyId: number, query: VendorForwardListQuery) {
  const page = await findPage(
    db,
    {
      from: enquiryForwards,
      joins: (q) =>
        q
          .innerJoin(rateEnquiries, eq(rateEnquiries.id, enquiryForwards.enquiryId))
          .innerJoin(companies, eq(companies.id, enquiryForwards.companyId))
          .innerJoin(originPorts, eq(originPorts.id, rateEnquiries.originPortId))
          .innerJoin(destinationPorts, eq(destinationPorts.id, rateEnquiries.destinationPortId)),
      columns: {
        id: enquiryForwards.id,
        reference: rateEnquiries.reference,
        status: enquiryForwards.status,
        forwarderName: companies.name,
        mode: rateEnquiries.mode,
        loadType: rateEnquiries.loadType,
        originPortId: originPorts.id,
        originPortName: originPorts.name,
        originPortCode: originPorts.code,
        destinationPortId: destinationPorts.id,
        destinationPortName: destinationPorts.name,
        destinationPortCode: destinationPorts.code,
        cargoReadyDate: rateEnquiries.cargoReadyDate,
        deadlineAt: enquiryForwards.deadlineAt,
        forwardedAt: enquiryForwards.forwardedAt,
        answeredAt: enquiryForwards.answeredAt,
      },
      where: eq(enquiryForwards.vendorCompanyId, vendorCompanyId),
      search: (pattern) => ilike(rateEnquiries.reference, pattern),
      filters: [optionalEq(enquiryForwards.status, query.status)],
      sorts: { forwardedAt: enquiryForwards.forwardedAt },
    },
    { ...query, sort: 'forwardedAt', order: 'desc' },
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status as VendorForwardItem['status'],
      forwarder: { name: row.forwarderName },
      mode: row.mode as VendorForwardItem['mode'],
      loadType: row.loadType as VendorForwardItem['loadType'],
      originPort: { id: row.originPortId, name: row.originPortName, code: row.originPortCode },
      destinationPort: {
        id: row.destinationPortId,
        name: row.destinationPortName,
        code: row.destinationPortCode,
      },
      cargoReadyDate: row.cargoReadyDate,
      deadlineAt: row.deadlineAt,
      forwardedAt: row.forwardedAt,
      answeredAt: row.answeredAt,
    })),
  };
}

export async function findVendorForward(
  db: DbOrTx,
  vendorCompanyId: number,
  id: number,
): Promise<VendorForwardItem> {
  const [item] = await readVendorForwards(db, addressedTo(vendorCompanyId, id));
  if (!item) throw notFound();
  return item;
}

export type VendorActor = { companyId: number; userId: number };

/** The vendor's staff answer in the app. */
export function answerVendorForward(
  deps: AnswerDeps & { db: Db },
  actor: VendorActor,
  id: number,
  answer: ForwardAnswerRequest,
): Promise<VendorForwardItem> {
  return deps.db.transaction(async (tx) => {
    const forward = await lockForward(tx, addressedTo(actor.companyId, id));
    if (!forward) throw notFound();
    await storeForwardAnswer(tx, deps, forward, answer, 'vendorApp', actor.userId);
    return findVendorForward(tx, actor.companyId, id);
  });
}

/** The vendor's staff decline in the app. */
export function declineVendorForward(
  deps: AnswerDeps & { db: Db },
  actor: VendorActor,
  id: number,
  reason: string,
): Promise<VendorForwardItem> {
  return deps.db.transaction(async (tx) => {
    const forward = await lockForward(tx, addressedTo(actor.companyId, id));
    if (!forward) throw notFound();
    await storeForwardDecline(tx, deps, forward, reason, actor.userId);
    return findVendorForward(tx, actor.companyId, id);
  });
}

import type {
  AnswerSource,
  EnquiryPackage,
  EnquiryStatus,
  ForwardAnswerLine,
  ForwardStatus,
  LoadType,
  RequiredCharge,
  RouteLegSelection,
  vendorForwardSchema,
} from '@fastforward/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  cities,
  companies,
  containerSizes,
  currencies,
  enquiryForwards,
  forwardAnswers,
  ports,
  rateEnquiries,
  shippingCompanies,
  users,
} from '../../db/schema';
import { usableBy } from '../company-records/references';
import { namedRef } from '../rate-enquiries/enquiry-records';
import { isAnswerable } from './forward-answers';

export type VendorForwardItem = z.input<typeof vendorForwardSchema>;

const originPorts = alias(ports, 'origin_ports');
const destinationPorts = alias(ports, 'destination_ports');
const originCustomPoints = alias(ports, 'origin_custom_points');
const destinationCustomPoints = alias(ports, 'destination_custom_points');
const originPlaces = alias(cities, 'origin_places');
const finalPlaces = alias(cities, 'final_places');
const preferredLines = alias(shippingCompanies, 'preferred_lines');
const answerLines = alias(shippingCompanies, 'answer_lines');

/** A named reference of a left join: both parts or none. */

/** What the vendor may read of a forward and its enquiry; the joins bring names, never the customer. */
const viewColumns = {
  id: enquiryForwards.id,
  companyId: enquiryForwards.companyId,
  reference: rateEnquiries.reference,
  status: enquiryForwards.status,
  version: enquiryForwards.version,
  forwarderName: companies.name,
  enquiryStatus: rateEnquiries.status,
  mode: rateEnquiries.mode,
  loadType: rateEnquiries.loadType,
  containers: rateEnquiries.containers,
  packages: rateEnquiries.packages,
  legs: rateEnquiries.legs,
  originPortId: originPorts.id,
  originPortName: originPorts.name,
  originPortCode: originPorts.code,
  destinationPortId: destinationPorts.id,
  destinationPortName: destinationPorts.name,
  destinationPortCode: destinationPorts.code,
  originPlaceId: rateEnquiries.originPlaceId,
  originPlaceName: sql<string | null>`${originPlaces.name}`,
  originCustomPointId: rateEnquiries.originCustomPointId,
  originCustomPointName: sql<string | null>`${originCustomPoints.name}`,
  destinationCustomPointId: rateEnquiries.destinationCustomPointId,
  destinationCustomPointName: sql<string | null>`${destinationCustomPoints.name}`,
  finalPlaceId: rateEnquiries.finalPlaceId,
  finalPlaceName: sql<string | null>`${finalPlaces.name}`,
  incotermCode: rateEnquiries.incotermCode,
  commodityType: rateEnquiries.commodityType,
  dgClassCode: rateEnquiries.dgClassCode,
  unNumber: rateEnquiries.unNumber,
  setTemperatureC: rateEnquiries.setTemperatureC,
  cargoReadyDate: rateEnquiries.cargoReadyDate,
  preferredLineId: rateEnquiries.preferredLineId,
  preferredLineName: sql<string | null>`${preferredLines.name}`,
  chargeableWeightKg: rateEnquiries.chargeableWeightKg,
  revenueTons: rateEnquiries.revenueTons,
  grossWeightKg: rateEnquiries.grossWeightKg,
  requiredCharges: enquiryForwards.requiredCharges,
  deadlineAt: enquiryForwards.deadlineAt,
  message: enquiryForwards.message,
  forwardedAt: enquiryForwards.forwardedAt,
  declineReason: enquiryForwards.declineReason,
  answeredAt: enquiryForwards.answeredAt,
  tokenExpiresAt: enquiryForwards.tokenExpiresAt,
  answerId: sql<number | null>`${forwardAnswers.id}`,
  answerSource: sql<string | null>`${forwardAnswers.source}`,
  answerLines: forwardAnswers.lines,
  answerShippingLineId: sql<number | null>`${answerLines.id}`,
  answerShippingLineName: sql<string | null>`${answerLines.name}`,
  answerValidFrom: sql<string | null>`${forwardAnswers.validFrom}`,
  answerValidTill: sql<string | null>`${forwardAnswers.validTill}`,
  answerTransitDays: sql<number | null>`${forwardAnswers.transitDays}`,
  answerFreeDays: sql<number | null>`${forwardAnswers.freeDays}`,
  answerRemarks: sql<string | null>`${forwardAnswers.remarks}`,
  answerEnteredById: sql<number | null>`${users.id}`,
  answerEnteredByName: sql<string | null>`${users.fullName}`,
  answerCreatedAt: sql<Date | null>`${forwardAnswers.createdAt}`.mapWith(forwardAnswers.createdAt),
};

/** The forward, its enquiry and its answer, joined: every vendor view reads through here. */
const selectViews = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(viewColumns)
    .from(enquiryForwards)
    .innerJoin(rateEnquiries, eq(rateEnquiries.id, enquiryForwards.enquiryId))
    .innerJoin(companies, eq(companies.id, enquiryForwards.companyId))
    .innerJoin(originPorts, eq(originPorts.id, rateEnquiries.originPortId))
    .innerJoin(destinationPorts, eq(destinationPorts.id, rateEnquiries.destinationPortId))
    .leftJoin(originPlaces, eq(originPlaces.id, rateEnquiries.originPlaceId))
    .leftJoin(finalPlaces, eq(finalPlaces.id, rateEnquiries.finalPlaceId))
    .leftJoin(originCustomPoints, eq(originCustomPoints.id, rateEnquiries.originCustomPointId))
    .leftJoin(destinationCustomPoints, eq(destinationCustomPoints.id, rateEnquiries.destinationCustomPointId))
    .leftJoin(preferredLines, eq(preferredLines.id, rateEnquiries.preferredLineId))
    .leftJoin(forwardAnswers, eq(forwardAnswers.forwardId, enquiryForwards.id))
    .leftJoin(answerLines, eq(answerLines.id, forwardAnswers.shippingCompanyId))
    .leftJoin(users, eq(users.id, forwardAnswers.enteredBy))
    .where(where);

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

async function containerSizeNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: containerSizes.id, size: containerSizes.size })
    .from(containerSizes)
    .where(inArray(containerSizes.id, ids));
  return new Map(rows.map((r) => [r.id, r.size]));
}

type FormOptions = VendorForwardItem['options'];

/** The answer form's choices for a forward: every currency, and the lines of its mode its forwarder knows. */
async function formOptions(db: DbOrTx, companyId: number, mode: string): Promise<FormOptions> {
  const [currencyRows, lineRows] = await Promise.all([
    db
      .select({ code: currencies.code, name: currencies.name })
      .from(currencies)
      .orderBy(asc(currencies.code)),
    db
      .select({ id: shippingCompanies.id, name: shippingCompanies.name })
      .from(shippingCompanies)
      .where(and(eq(shippingCompanies.shippingMode, mode), usableBy(companyId, shippingCompanies.companyId)))
      .orderBy(asc(shippingCompanies.name)),
  ]);
  return { currencies: currencyRows, shippingLines: lineRows };
}

function toView(
  row: ViewRow,
  sizes: Map<number, string>,
  isLink: boolean,
  options: FormOptions,
): VendorForwardItem {
  const containers = row.containers as { containerSizeId: number; count: number }[];
  const status = row.status as ForwardStatus;
  return {
    id: row.id,
    reference: row.reference,
    status,
    version: row.version,
    forwarder: { name: row.forwarderName },
    mode: row.mode as 'sea' | 'air',
    loadType: row.loadType as LoadType | null,
    containers: containers.map((c) => ({
      containerSizeId: c.containerSizeId,
      containerSizeName: sizes.get(c.containerSizeId) ?? '',
      count: c.count,
    })),
    packages: row.packages as EnquiryPackage[],
    legs: row.legs as RouteLegSelection,
    originPort: { id: row.originPortId, name: row.originPortName, code: row.originPortCode },
    destinationPort: {
      id: row.destinationPortId,
      name: row.destinationPortName,
      code: row.destinationPortCode,
    },
    originPlace: namedRef(row.originPlaceId, row.originPlaceName),
    originCustomPoint: namedRef(row.originCustomPointId, row.originCustomPointName),
    destinationCustomPoint: namedRef(row.destinationCustomPointId, row.destinationCustomPointName),
    finalPlace: namedRef(row.finalPlaceId, row.finalPlaceName),
    incotermCode: row.incotermCode,
    commodityType: row.commodityType as VendorForwardItem['commodityType'],
    dgClassCode: row.dgClassCode,
    unNumber: row.unNumber,
    setTemperatureC: row.setTemperatureC === null ? null : Number(row.setTemperatureC),
    cargoReadyDate: row.cargoReadyDate,
    preferredLine: namedRef(row.preferredLineId, row.preferredLineName),
    chargeableWeightKg: row.chargeableWeightKg,
    revenueTons: row.revenueTons,
    grossWeightKg: row.grossWeightKg,
    requiredCharges: row.requiredCharges as RequiredCharge[],
    deadlineAt: row.deadlineAt,
    message: row.message,
    forwardedAt: row.forwardedAt,
    declineReason: row.declineReason,
    answeredAt: row.answeredAt,
    linkExpiresAt: isLink ? row.tokenExpiresAt : null,
    canAnswer: isAnswerable({ status, enquiryStatus: row.enquiryStatus as EnquiryStatus }),
    answer:
      row.answerId === null
        ? null
        : {
            id: row.answerId,
            source: row.answerSource as AnswerSource,
            lines: row.answerLines as ForwardAnswerLine[],
            shippingLine: namedRef(row.answerShippingLineId, row.answerShippingLineName),
            validFrom: row.answerValidFrom ?? '',
            validTill: row.answerValidTill ?? '',
            transitDays: row.answerTransitDays,
            freeDays: row.answerFreeDays,
            remarks: row.answerRemarks,
            enteredBy:
              row.answerEnteredById === null
                ? null
                : { id: row.answerEnteredById, fullName: row.answerEnteredByName ?? '' },
            createdAt: row.answerCreatedAt ?? new Date(0),
          },
    options,
  };
}

/**
 * The vendor's view of the forwards matching `where`, in the order given. `isLink`: read through
 * a link, which shows when it expires.
 */
export async function readVendorForwards(
  db: DbOrTx,
  where: SQL | undefined,
  isLink = false,
): Promise<VendorForwardItem[]> {
  const rows = await selectViews(db, where);
  const sizeIds = [
    ...new Set(
      rows.flatMap((r) => (r.containers as { containerSizeId: number }[]).map((c) => c.containerSizeId)),
    ),
  ];
  const sizes = await containerSizeNames(db, sizeIds);
  const views: VendorForwardItem[] = [];
  // One forward at a time is read (the detail, the link): its options are read with it.
  for (const row of rows) {
    views.push(toView(row, sizes, isLink, await formOptions(db, row.companyId, row.mode)));
  }
  return views;
}

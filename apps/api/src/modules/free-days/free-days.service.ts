import type { FreeDaysListQuery, FreeDaysRequest, freeDaysSchema } from '@fastforward/domain';
import { and, eq, ilike, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { containerSizes, freeDays, ports, shippingCompanies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createCompanyRecordService } from '../company-records/company-records.service';

const usableBy = (companyId: number, column: typeof ports.companyId | typeof shippingCompanies.companyId) =>
  or(isNull(column), eq(column, companyId));

/** Refused with a 404 naming the field: the record does not exist for this company (or is not for sea). */
const missing = (field: string, message: string) => AppError.fieldError(field, message, 'NOT_FOUND');

async function assertReferences(tx: DbOrTx, companyId: number, input: FreeDaysRequest) {
  const [line] = await tx
    .select({ shippingMode: shippingCompanies.shippingMode })
    .from(shippingCompanies)
    .where(
      and(
        eq(shippingCompanies.id, input.shippingCompanyId),
        usableBy(companyId, shippingCompanies.companyId),
      ),
    );
  if (!line) throw missing('shippingCompanyId', 'Shipping line not found');
  if (line.shippingMode !== 'sea') {
    throw AppError.fieldError('shippingCompanyId', 'Free days are kept for ocean carriers, not airlines');
  }
  const [port] = await tx
    .select({ type: ports.type })
    .from(ports)
    .where(and(eq(ports.id, input.portId), usableBy(companyId, ports.companyId)));
  if (!port) throw missing('portId', 'Port not found');
  if (port.type === 'air')
    throw AppError.fieldError('portId', 'Choose a sea port or a dry port, not an airport');
  const [size] = await tx
    .select({ id: containerSizes.id })
    .from(containerSizes)
    .where(eq(containerSizes.id, input.containerSizeId));
  if (!size) throw missing('containerSizeId', 'Container size not found');
}

/** Free days per shipping line, port and container size (issue 4). */
export const freeDaysService = createCompanyRecordService<
  FreeDaysListQuery,
  FreeDaysRequest,
  z.input<typeof freeDaysSchema>
>({
  table: freeDays,
  label: 'Free days',
  columns: {
    id: freeDays.id,
    shippingCompanyId: freeDays.shippingCompanyId,
    shippingLineName: shippingCompanies.name,
    portId: freeDays.portId,
    portType: ports.type,
    portCode: ports.code,
    portName: ports.name,
    portCountryCode: ports.countryCode,
    containerSizeId: freeDays.containerSizeId,
    containerSize: containerSizes.size,
    originFreeDays: freeDays.originFreeDays,
    destinationFreeDays: freeDays.destinationFreeDays,
    demurrageType: freeDays.demurrageType,
    detentionType: freeDays.detentionType,
    createdAt: freeDays.createdAt,
  },
  joins: (query) =>
    query
      .innerJoin(shippingCompanies, eq(shippingCompanies.id, freeDays.shippingCompanyId))
      .innerJoin(ports, eq(ports.id, freeDays.portId))
      .innerJoin(containerSizes, eq(containerSizes.id, freeDays.containerSizeId)),
  search: (pattern) =>
    or(
      ilike(shippingCompanies.name, pattern),
      ilike(ports.code, pattern),
      ilike(ports.name, pattern),
      ilike(containerSizes.size, pattern),
    ),
  filters: (query) => [
    query.shippingCompanyId ? eq(freeDays.shippingCompanyId, query.shippingCompanyId) : undefined,
    query.portId ? eq(freeDays.portId, query.portId) : undefined,
    query.containerSizeId ? eq(freeDays.containerSizeId, query.containerSizeId) : undefined,
  ],
  sorts: {
    shippingLine: shippingCompanies.name,
    port: ports.name,
    containerSize: containerSizes.size,
    createdAt: freeDays.createdAt,
  },
  async toValues(tx, scope, input) {
    await assertReferences(tx, scope.companyId, input);
    return { ...input };
  },
  conflicts: {
    free_days_company_line_port_size_key: {
      field: 'containerSizeId',
      message: 'Free days for this shipping line, port and container size exist already',
    },
  },
});

import {
  CONTAINER_NUMBER_MESSAGES,
  type ContainerNumberListQuery,
  type ContainerNumberRequest,
  type containerNumberSchema,
  normalizeContainerNumber,
} from '@fastforward/domain';
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containerNumbers, containerSizes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { searchPattern } from '../../lib/list-query';
import { createCompanyRecordService } from '../company-records/company-records.service';

const M = CONTAINER_NUMBER_MESSAGES;

/**
 * The container-numbers master: ISO 6346 numbers a company tracks. Nothing refers to a container
 * number yet (container tracking will): deleting one just works.
 */
export const containerNumberService = createCompanyRecordService<
  ContainerNumberListQuery,
  ContainerNumberRequest,
  z.input<typeof containerNumberSchema>
>({
  table: containerNumbers,
  // 'Container number not found' (CONTAINER_NUMBER_MESSAGES.notFound).
  label: 'Container number',
  columns: {
    id: containerNumbers.id,
    number: containerNumbers.number,
    containerSize: sql<{ id: number; size: string } | null>`case when ${containerSizes.id} is null then null
      else json_build_object('id', ${containerSizes.id}, 'size', ${containerSizes.size}) end`,
    remarks: containerNumbers.remarks,
    createdAt: containerNumbers.createdAt,
  },
  joins: (query) => query.leftJoin(containerSizes, eq(containerSizes.id, containerNumbers.containerSizeId)),
  // Numbers are stored normalised, so the number is searched as typed in any spacing ('msku 907').
  search: (pattern, query) => {
    const numberPattern = searchPattern(query.search && normalizeContainerNumber(query.search));
    return or(
      numberPattern ? ilike(containerNumbers.number, numberPattern) : undefined,
      ilike(containerNumbers.remarks, pattern),
    );
  },
  sorts: { number: containerNumbers.number, createdAt: containerNumbers.createdAt },
  async toValues(tx, _scope, input) {
    if (input.containerSizeId !== undefined) {
      const [size] = await tx
        .select({ id: containerSizes.id })
        .from(containerSizes)
        .where(eq(containerSizes.id, input.containerSizeId));
      if (!size) throw AppError.fieldError('containerSizeId', M.containerSizeNotFound);
    }
    return {
      // The schema has checked and normalised it (ISO 6346 check digit); stored in that one form.
      number: input.number,
      containerSizeId: input.containerSizeId ?? null,
      remarks: input.remarks ? input.remarks : null,
    };
  },
  conflicts: { container_numbers_company_number_key: { field: 'number', message: M.duplicate } },
});

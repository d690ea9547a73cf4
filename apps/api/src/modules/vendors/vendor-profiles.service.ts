import {
  emptyToNull,
  type VendorMode,
  type VendorProfile,
  type VendorProfileRequest,
  type vendorProfileSchema,
} from '@fastforward/domain';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { countries, vendorProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type ProfileItem = z.input<typeof vendorProfileSchema>;

const EMPTY_PROFILE: ProfileItem = { modes: [], lanes: [], description: null, updatedAt: null };

/** The company's own vendor profile; one never saved answers empty. */
export async function findVendorProfile(db: Db, companyId: number): Promise<ProfileItem> {
  const [row] = await db
    .select({
      modes: vendorProfiles.modes,
      lanes: vendorProfiles.lanes,
      description: vendorProfiles.description,
      updatedAt: vendorProfiles.updatedAt,
    })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.companyId, companyId));
  if (!row) return EMPTY_PROFILE;
  return {
    ...row,
    modes: row.modes as VendorMode[],
    lanes: row.lanes as VendorProfile['lanes'],
  };
}

/** Every lane's countries are shipped countries; the first unknown one is named by its path. */
async function assertLaneCountries(db: Db, lanes: VendorProfileRequest['lanes']) {
  const codes = [...new Set(lanes.flatMap((l) => [l.originCountryCode, l.destinationCountryCode]))];
  if (codes.length === 0) return;
  const found = await db
    .select({ code: countries.code })
    .from(countries)
    .where(inArray(countries.code, codes));
  const known = new Set(found.map((c) => c.code));
  lanes.forEach((lane, i) => {
    if (!known.has(lane.originCountryCode)) {
      throw AppError.fieldError(`lanes.${i}.originCountryCode`, 'Origin country not found', 'NOT_FOUND');
    }
    if (!known.has(lane.destinationCountryCode)) {
      throw AppError.fieldError(
        `lanes.${i}.destinationCountryCode`,
        'Destination country not found',
        'NOT_FOUND',
      );
    }
  });
}

/** Saves the company's vendor profile whole (created on the first save). */
export async function saveVendorProfile(db: Db, companyId: number, input: VendorProfileRequest, now: Date) {
  await assertLaneCountries(db, input.lanes);
  const values = {
    modes: input.modes,
    lanes: input.lanes,
    description: emptyToNull(input.description),
    updatedAt: now,
  };
  await db
    .insert(vendorProfiles)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: vendorProfiles.companyId, set: values });
  return findVendorProfile(db, companyId);
}

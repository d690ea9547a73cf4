import {
  COMPANY_CATEGORY,
  type CompanyCategoryCode,
  type VendorLane,
  type VendorMode,
} from '@fastforward/domain';
import { companySettings, vendorProfiles } from '../db/schema';
import { createCompany, type TestCompany } from './factories';
import type { TestApp } from './test-app';

export type VendorCompanyOptions = {
  /** A vendor unless told (a forwarder may be another forwarder's vendor). */
  category?: CompanyCategoryCode;
  /** true unless told. */
  approved?: boolean;
  name?: string;
  countryCode?: string;
  contactEmail?: string;
  /** A saved vendor profile; none unless given. */
  profile?: { modes: VendorMode[]; lanes?: VendorLane[]; description?: string };
};

/** A company with its country and contact in its settings, and a vendor profile when asked. */
export async function createVendorCompany(
  t: TestApp,
  options: VendorCompanyOptions = {},
): Promise<TestCompany> {
  const company = await createCompany(t, {
    category: options.category ?? COMPANY_CATEGORY.vendor,
    approved: options.approved ?? true,
    ...(options.name ? { name: options.name } : {}),
  });
  await t.db.insert(companySettings).values({
    companyId: company.id,
    countryCode: options.countryCode ?? 'AE',
    contactEmail: options.contactEmail ?? `rates@${company.shortName}.test`,
  });
  if (options.profile) {
    await t.db.insert(vendorProfiles).values({
      companyId: company.id,
      modes: options.profile.modes,
      lanes: options.profile.lanes ?? [],
      description: options.profile.description ?? null,
    });
  }
  return company;
}

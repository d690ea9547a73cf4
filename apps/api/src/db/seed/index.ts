import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { seedCatalogue } from './catalogue';
import { seedDemo } from './demo';
import type { DemoCustomerDeps } from './demo-customers';
import { seedPlatform } from './platform';
import { seedPlatformDocuments } from './platform-documents';
import { seedReferenceData } from './reference-data';

/** `demo`: seed the demo data (SEED_DEMO), its documents stored in `storage`; null: none. */
export type SeedOptions = { adminPassword: string; demo: DemoCustomerDeps | null };
export type SeedResult = { createdPlatform: boolean; createdDemo: boolean };

/** Catalogue and platform documents always (idempotent); platform and demo data once, in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await seedCatalogue(tx);
    await seedReferenceData(tx);
    const createdPlatform = await seedPlatform(tx, options.adminPassword);
    await seedPlatformDocuments(tx);
    let createdDemo = false;
    if (options.demo) {
      const [admin] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, 1));
      if (admin) createdDemo = await seedDemo(tx, admin.companyId, options.demo);
    }
    return { createdPlatform, createdDemo };
  });
}

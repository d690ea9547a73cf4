import type { DbOrTx } from '../client';
import type { DemoIds } from './demo-customers';

/** Filled by the faqs slice: Oceanic's demo faqs. */
export async function seedDemoFaqs(_db: DbOrTx, _ids: DemoIds, _now: Date): Promise<void> {}

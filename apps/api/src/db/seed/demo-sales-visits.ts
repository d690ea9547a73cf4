import type { DbOrTx } from '../client';
import type { DemoIds } from './demo-customers';

/** Filled by the sales-visits slice: Oceanic's demo sales-visits. */
export async function seedDemoSalesVisits(_db: DbOrTx, _ids: DemoIds, _now: Date): Promise<void> {}

import type { DbOrTx } from '../client';
import type { DemoIds } from './demo-customers';

/** Filled by the leads slice: Oceanic's demo leads. */
export async function seedDemoLeads(_db: DbOrTx, _ids: DemoIds, _now: Date): Promise<void> {}

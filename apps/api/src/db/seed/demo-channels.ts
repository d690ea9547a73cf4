import type { DbOrTx } from '../client';
import type { DemoIds } from './demo-customers';

/** Filled by the channels slice: Oceanic's demo channels. */
export async function seedDemoChannels(_db: DbOrTx, _ids: DemoIds, _now: Date): Promise<void> {}

import type { DbOrTx } from '../client';
import type { DemoIds } from './demo-customers';

/** Filled by the follow-ups slice: Oceanic's demo follow-ups. */
export async function seedDemoFollowUps(_db: DbOrTx, _ids: DemoIds, _now: Date): Promise<void> {}

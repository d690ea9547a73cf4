import { LEAD_SETTING_KIND, type LeadSettingKind, SALES_ACCESS } from '@fastforward/domain';
import { leadSettings, leads } from '../db/schema';
import type { TestApp } from './test-app';

/**
 * Sales CRM factories (leads and their settings), inserted straight into the test's database like
 * the other factories. Other Sales tests (visits, follow-ups) build their leads here.
 */

type Ref = { id: number };

/** What a sales staff member holds in the Sales tests: view, create, update and delete of Sales. */
export const SALES_STAFF_PERMISSIONS: string[] = [
  SALES_ACCESS.view[0],
  SALES_ACCESS.create[0],
  SALES_ACCESS.update[0],
  SALES_ACCESS.delete[0],
].map(String);

let sequence = 0;
const nextNumber = () => ++sequence;

export type TestLeadSetting = { id: number; kind: LeadSettingKind; name: string; isClosed: boolean };

/** A lead source or stage of `company` (a stage unless told; open unless `isClosed`). */
export async function createLeadSetting(
  t: TestApp,
  options: { company: Ref; kind?: LeadSettingKind; name?: string; displayOrder?: number; isClosed?: boolean },
): Promise<TestLeadSetting> {
  const kind = options.kind ?? LEAD_SETTING_KIND.stage;
  const [row] = await t.db
    .insert(leadSettings)
    .values({
      companyId: options.company.id,
      kind,
      name: options.name ?? `Factory ${kind} ${nextNumber()}`,
      displayOrder: options.displayOrder ?? 0,
      isClosed: kind === LEAD_SETTING_KIND.stage && (options.isClosed ?? false),
      createdAt: t.clock.now,
    })
    .returning();
  if (!row) throw new Error('lead_settings insert returned nothing');
  return { id: row.id, kind, name: row.name, isClosed: row.isClosed };
}

export type TestLead = { id: number; companyName: string; email: string | null; ownerId: number | null };

/** A lead of `company`, owned by `owner` (none unless told), with an e-mail unless `email: null`. */
export async function createLead(
  t: TestApp,
  options: {
    company: Ref;
    owner?: Ref;
    companyName?: string;
    contactName?: string;
    email?: string | null;
    source?: Ref;
    stage?: Ref;
    nextFollowUpAt?: Date | null;
  },
): Promise<TestLead> {
  const n = nextNumber();
  const [row] = await t.db
    .insert(leads)
    .values({
      companyId: options.company.id,
      companyName: options.companyName ?? `Lead Company ${n}`,
      contactName: options.contactName ?? `Lead Contact ${n}`,
      email: options.email === undefined ? `lead${n}@lead${n}.test` : options.email,
      sourceId: options.source?.id ?? null,
      stageId: options.stage?.id ?? null,
      ownerId: options.owner?.id ?? null,
      nextFollowUpAt: options.nextFollowUpAt ?? null,
      createdBy: options.owner?.id ?? null,
      createdAt: t.clock.now,
      updatedAt: t.clock.now,
    })
    .returning();
  if (!row) throw new Error('leads insert returned nothing');
  return { id: row.id, companyName: row.companyName, email: row.email, ownerId: row.ownerId };
}

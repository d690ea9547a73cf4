import { LEAD_SETTING_KIND } from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { customerKycs, leadSettings, leads } from '../schema';
import type { DemoIds } from './demo-customers';

const DAY = 24 * 60 * 60 * 1000;
const FORWARDER = 'Oceanic Freight Forwarders';

const SOURCES = ['Website', 'Referral', 'Trade fair', 'Cold call'] as const;
/** In pipeline order; the last two close a lead. */
const STAGES = [
  { name: 'New', isClosed: false },
  { name: 'Contacted', isClosed: false },
  { name: 'Qualified', isClosed: false },
  { name: 'Proposal sent', isClosed: false },
  { name: 'Won', isClosed: true },
  { name: 'Lost', isClosed: true },
] as const;

type Source = (typeof SOURCES)[number];
type Stage = (typeof STAGES)[number]['name'];

type DemoLead = {
  companyName: string;
  contactName: string;
  email: string | null;
  phone: string | null;
  source: Source;
  stage: Stage;
  owner: 'ffd.sales' | 'ffd.admin';
  notes: string | null;
  daysAgo: number;
  /** The customer KYC (by its invited address) this lead was converted into. */
  convertedTo?: string;
};

const LEADS: DemoLead[] = [
  {
    companyName: 'Nordic Pumps AB',
    contactName: 'Nils Lindqvist',
    email: 'nils.lindqvist@nordicpumps.example',
    phone: '+46 31 555 0142',
    source: 'Trade fair',
    stage: 'New',
    owner: 'ffd.sales',
    notes: 'Met at the Hamburg breakbulk fair; ships pump housings to Santos every month.',
    daysAgo: 2,
  },
  {
    companyName: 'Sunrise Textiles',
    contactName: 'Priya Raman',
    email: 'priya@sunrisetextiles.example',
    phone: '+91 44 5550 1188',
    source: 'Website',
    stage: 'Contacted',
    owner: 'ffd.sales',
    notes: 'Asked for LCL rates Chennai → Hamburg through the website form.',
    daysAgo: 6,
  },
  {
    companyName: 'Alpine Coffee Roasters',
    contactName: 'Marco Keller',
    email: 'marco.keller@alpinecoffee.example',
    phone: null,
    source: 'Referral',
    stage: 'Qualified',
    owner: 'ffd.admin',
    notes: 'Referred by Acme Imports. Green coffee from Santos, 2–3 × 20′ a month.',
    daysAgo: 11,
  },
  {
    companyName: 'Cape Wines Export',
    contactName: 'Thandi Mokoena',
    email: 'thandi@capewines.example',
    phone: '+27 21 555 0190',
    source: 'Cold call',
    stage: 'Proposal sent',
    owner: 'ffd.sales',
    notes: 'Reefer rates Cape Town → Rotterdam sent; decision expected after the harvest.',
    daysAgo: 17,
  },
  {
    companyName: 'Pacific Furniture Co',
    contactName: 'Liam Tan',
    email: null,
    phone: '+65 6555 0123',
    source: 'Cold call',
    stage: 'Lost',
    owner: 'ffd.admin',
    notes: 'Chose a forwarder with its own warehouse in Singapore.',
    daysAgo: 25,
  },
  {
    companyName: 'Baltic Traders',
    contactName: 'Agnese Ozola',
    email: 'purchasing@baltic.example',
    phone: '+371 6555 0177',
    source: 'Referral',
    stage: 'Won',
    owner: 'ffd.sales',
    notes: 'Converted: the KYC invitation is waiting for them.',
    daysAgo: 9,
    convertedTo: 'purchasing@baltic.example',
  },
];

const idOf = (map: ReadonlyMap<string, number>, name: string) => {
  const id = map.get(name);
  if (id === undefined) throw new Error(`demo seed: ${name} is not among the demo data`);
  return id;
};

/**
 * Oceanic's lead sources and stages, and a handful of leads across them, owned by its sales
 * executive and its administrator. Baltic Traders was converted: it points at the KYC invitation
 * the customers seed sent (run before this one).
 */
export async function seedDemoLeads(db: DbOrTx, ids: DemoIds, now: Date): Promise<void> {
  const companyId = idOf(ids.companies, FORWARDER);
  const createdAt = new Date(now.getTime() - 40 * DAY);
  const settingRows = await db
    .insert(leadSettings)
    .values([
      ...SOURCES.map((name, i) => ({
        companyId,
        kind: LEAD_SETTING_KIND.source,
        name,
        displayOrder: i + 1,
        createdAt,
      })),
      ...STAGES.map((stage, i) => ({
        companyId,
        kind: LEAD_SETTING_KIND.stage,
        name: stage.name,
        displayOrder: i + 1,
        isClosed: stage.isClosed,
        createdAt,
      })),
    ])
    .returning({ id: leadSettings.id, kind: leadSettings.kind, name: leadSettings.name });
  const settingId = (kind: string, name: string) => {
    const row = settingRows.find((s) => s.kind === kind && s.name === name);
    if (!row) throw new Error(`demo seed: lead ${kind} ${name} missing`);
    return row.id;
  };

  for (const lead of LEADS) {
    const at = new Date(now.getTime() - lead.daysAgo * DAY);
    const ownerId = idOf(ids.users, lead.owner);
    let kycId: number | null = null;
    if (lead.convertedTo) {
      const [kyc] = await db
        .select({ id: customerKycs.id })
        .from(customerKycs)
        .where(and(eq(customerKycs.companyId, companyId), eq(customerKycs.email, lead.convertedTo)));
      kycId = kyc?.id ?? null;
    }
    await db.insert(leads).values({
      companyId,
      companyName: lead.companyName,
      contactName: lead.contactName,
      email: lead.email,
      phone: lead.phone,
      sourceId: settingId(LEAD_SETTING_KIND.source, lead.source),
      stageId: settingId(LEAD_SETTING_KIND.stage, lead.stage),
      ownerId,
      notes: lead.notes,
      kycId,
      convertedAt: kycId === null ? null : new Date(now.getTime() - 2 * DAY),
      createdBy: ownerId,
      createdAt: at,
      updatedAt: at,
    });
  }
}

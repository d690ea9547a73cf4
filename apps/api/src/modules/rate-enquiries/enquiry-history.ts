import {
  type EnquiryHistoryEntry,
  type EnquiryHistoryKind,
  enquiryStatusLabel,
  formatTierAmount,
  NEGOTIATION_DECISION,
  type NegotiationDecision,
} from '@fastforward/domain';
import { aliasedTable, and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enquiryForwards, negotiations, quoteOptions, quotes, users, vendors } from '../../db/schema';
import { listStatusHistory } from '../workflow/workflow.service';
import type { EnquiryRow } from './enquiry-records';

/** The side reading the history: the customer never sees the forwards to vendors or their answers. */
export type EnquirySide = 'staff' | 'customer';

type Entry = Omit<EnquiryHistoryEntry, 'changedAt'> & { changedAt: Date };

const person = (id: number | null, name: string | null) =>
  id === null ? null : { id, fullName: name ?? '' };

const entry = (
  kind: EnquiryHistoryKind,
  id: number,
  fields: Pick<Entry, 'title' | 'changedBy' | 'changedAt'> & Partial<Pick<Entry, 'remarks'>>,
): Entry => ({ key: `${kind}-${id}`, kind, fromStatus: null, toStatus: null, remarks: null, ...fields });

/** The forwards to vendors and each vendor's answer (its forward's status moves). */
async function forwardEntries(db: DbOrTx, enquiry: Pick<EnquiryRow, 'id' | 'companyId'>): Promise<Entry[]> {
  const forwards = await db
    .select({
      id: enquiryForwards.id,
      vendor: vendors.name,
      at: enquiryForwards.forwardedAt,
      byId: enquiryForwards.forwardedBy,
      byName: users.fullName,
    })
    .from(enquiryForwards)
    .innerJoin(vendors, eq(vendors.id, enquiryForwards.vendorId))
    .leftJoin(users, eq(users.id, enquiryForwards.forwardedBy))
    .where(and(eq(enquiryForwards.enquiryId, enquiry.id), eq(enquiryForwards.companyId, enquiry.companyId)));
  const vendorOf = new Map(forwards.map((f) => [f.id, f.vendor]));
  const answers = await listStatusHistory(
    db,
    enquiry.companyId,
    'forward',
    forwards.map((f) => f.id),
  );
  return [
    ...forwards.map((f) =>
      entry('forward', f.id, {
        title: `Forwarded to ${f.vendor}`,
        changedBy: person(f.byId, f.byName),
        changedAt: f.at,
      }),
    ),
    // The first row of a forward is its opening (Received); the answers are the moves after it.
    ...answers
      .filter((row) => row.fromStatus !== null)
      .map((row) =>
        entry('vendorAnswer', row.id, {
          title: `${vendorOf.get(row.recordId) ?? 'The vendor'} ${row.toStatus === 'accepted' ? 'quoted' : 'declined'}`,
          changedBy: row.changedBy,
          changedAt: row.changedAt,
          remarks: row.remarks,
        }),
      ),
  ];
}

const senders = aliasedTable(users, 'quote_sender');
const askers = aliasedTable(users, 'round_asker');
const answerers = aliasedTable(users, 'round_answerer');

/** The quotes sent to the customer. */
async function quoteEntries(db: DbOrTx, enquiry: Pick<EnquiryRow, 'id' | 'companyId'>): Promise<Entry[]> {
  const sent = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      at: quotes.sentAt,
      byId: quotes.sentBy,
      byName: senders.fullName,
    })
    .from(quotes)
    .leftJoin(senders, eq(senders.id, quotes.sentBy))
    .where(
      and(
        eq(quotes.enquiryId, enquiry.id),
        eq(quotes.companyId, enquiry.companyId),
        isNotNull(quotes.sentAt),
      ),
    );
  return sent.map((q) =>
    entry('quoteSent', q.id, {
      title: `Quote Q${q.number} sent`,
      changedBy: person(q.byId, q.byName),
      changedAt: q.at as Date,
    }),
  );
}

/** Each negotiation round: the customer's counter-offer, then the forwarder's answer once given. */
async function roundEntries(db: DbOrTx, enquiry: Pick<EnquiryRow, 'id' | 'companyId'>): Promise<Entry[]> {
  const rounds = await db
    .select({
      round: negotiations,
      option: quoteOptions.title,
      askerName: askers.fullName,
      answererName: answerers.fullName,
    })
    .from(negotiations)
    .innerJoin(quoteOptions, eq(quoteOptions.id, negotiations.quoteOptionId))
    .leftJoin(askers, eq(askers.id, negotiations.requestedBy))
    .leftJoin(answerers, eq(answerers.id, negotiations.decidedBy))
    .where(and(eq(negotiations.enquiryId, enquiry.id), eq(negotiations.companyId, enquiry.companyId)))
    .orderBy(asc(negotiations.round));
  return rounds.flatMap(({ round, option, askerName, answererName }) => {
    const asked = entry('counterOffer', round.id, {
      title: `Counter-offer, round ${round.round}`,
      changedBy: person(round.requestedBy, askerName),
      changedAt: round.requestedAt,
      remarks: [
        `Asks ${formatTierAmount(round.targetAmount)} instead of ${round.offeredSell} for "${option}".`,
        round.message,
      ]
        .filter(Boolean)
        .join(' '),
    });
    if (round.decision === null || round.decidedAt === null) return [asked];
    const decision = round.decision as NegotiationDecision;
    const price = round.decision === 'rejected' ? round.offeredSell : round.decidedAmount;
    return [
      asked,
      entry('counterAnswer', round.id, {
        title: `Counter-offer ${NEGOTIATION_DECISION[decision].toLowerCase()}, round ${round.round}`,
        changedBy: person(round.decidedBy, answererName),
        changedAt: round.decidedAt,
        remarks: [`Price ${price}.`, round.decisionMessage].filter(Boolean).join(' '),
      }),
    ];
  });
}

/**
 * The enquiry's history, oldest first (issue 24): its status moves (selection and booking among
 * them), the quotes sent and the negotiation rounds, and for the staff the forwards to vendors and
 * their answers, each with who and when. Entries at the same instant keep the order of the flow.
 */
export async function enquiryHistory(
  db: DbOrTx,
  enquiry: Pick<EnquiryRow, 'id' | 'companyId'>,
  side: EnquirySide,
): Promise<Entry[]> {
  const moves = await listStatusHistory(db, enquiry.companyId, 'enquiry', enquiry.id);
  const statusEntries: Entry[] = moves.map((row) => ({
    key: `status-${row.id}`,
    kind: 'status',
    title: enquiryStatusLabel(row.toStatus),
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    changedBy: row.changedBy,
    changedAt: row.changedAt,
    remarks: row.remarks,
  }));
  const [forwards, sent, rounds] = await Promise.all([
    side === 'staff' ? forwardEntries(db, enquiry) : Promise.resolve([]),
    quoteEntries(db, enquiry),
    roundEntries(db, enquiry),
  ]);
  const all = [...statusEntries, ...forwards, ...sent, ...rounds];
  // A stable sort: same-instant entries stay in the order above (the move, then what came with it).
  return all.sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
}

import {
  COMPANY_CATEGORY,
  emptyToNull,
  type MyNotificationPreferences,
  type NotificationPreferencesRequest,
  resolveNotificationPreferences,
} from '@fastforward/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { companies, companySmsSettings, notificationPreferences, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The company whose SMS settings and logs a user's SMS go through: a customer company's forwarder
 * (the customer has no settings of its own: the forwarder is who talks to it), otherwise the
 * user's own company.
 */
export const senderCompanyIdOf = (company: {
  id: number;
  categoryCode: string;
  parentCompanyId: number | null;
}) =>
  company.categoryCode === COMPANY_CATEGORY.customer && company.parentCompanyId !== null
    ? company.parentCompanyId
    : company.id;

async function findRecipient(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      mobile: users.mobile,
      company: {
        id: companies.id,
        categoryCode: companies.categoryCode,
        parentCompanyId: companies.parentCompanyId,
      },
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

async function isSmsEnabledFor(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ isEnabled: companySmsSettings.isEnabled })
    .from(companySmsSettings)
    .where(eq(companySmsSettings.companyId, companyId));
  return row?.isEnabled ?? false;
}

/** The caller's preferences for every kind (stored or default), with what SMS copies need. */
export async function findMyPreferences(db: DbOrTx, userId: number): Promise<MyNotificationPreferences> {
  const [recipient, stored] = await Promise.all([
    findRecipient(db, userId),
    db
      .select({
        kind: notificationPreferences.kind,
        byEmail: notificationPreferences.byEmail,
        bySms: notificationPreferences.bySms,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
  ]);
  return {
    items: resolveNotificationPreferences(stored),
    mobile: recipient.mobile,
    isSmsAvailable: await isSmsEnabledFor(db, senderCompanyIdOf(recipient.company)),
  };
}

/** Stores the caller's choices for the kinds given (the others keep theirs), in one transaction. */
export async function saveMyPreferences(db: Db, userId: number, input: NotificationPreferencesRequest) {
  await db.transaction(async (tx) => {
    if (input.items.length === 0) return;
    await tx
      .insert(notificationPreferences)
      .values(input.items.map(({ kind, byEmail, bySms }) => ({ userId, kind, byEmail, bySms })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: {
          byEmail: sql`excluded.by_email`,
          bySms: sql`excluded.by_sms`,
          updatedAt: sql`now()`,
        },
      });
  });
  return findMyPreferences(db, userId);
}

/** Sets or removes the caller's own mobile number ('' and null remove it). */
export async function saveMyMobile(db: Db, userId: number, mobile: string | null) {
  const [row] = await db
    .update(users)
    .set({ mobile: emptyToNull(mobile) })
    .where(eq(users.id, userId))
    .returning({ mobile: users.mobile });
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

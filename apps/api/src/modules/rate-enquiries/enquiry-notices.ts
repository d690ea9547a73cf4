import { canRespond, ENQUIRY_ROUTES, enquiryPath, type PricingMode } from '@fastforward/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissionNamesOf } from '../../db/queries';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notifyCompanyUsers, notifyUser } from '../notifications/notifications.service';
import type { EnquiryRow } from './enquiry-records';

/**
 * Telling the other side of an enquiry what happened: in the app (notifications) and by e-mail
 * (the outbox, in the same transaction), to the forwarder's staff concerned or to the customer.
 */

export const ENQUIRY_NOTIFICATION_KIND = 'enquiry';

type Recipient = { userId: number; email: string; fullName: string };
export type EnquiryNotice = { title: string; body: string; link: string | null };

/** The page the staff open an enquiry on, and the customer's list. */
export const staffEnquiryLink = (id: number) => enquiryPath(ENQUIRY_ROUTES.enquiry, { id });
export const customerEnquiryLink = () => ENQUIRY_ROUTES.myQueries;

async function mailEach(
  deps: Pick<AppDeps, 'mailer'>,
  tx: DbOrTx,
  companyId: number,
  recipients: readonly Recipient[],
  notice: EnquiryNotice,
) {
  for (const r of recipients) {
    await deps.mailer.send(
      {
        to: r.email,
        companyId,
        subject: notice.title,
        text: `Hello ${r.fullName},\n\n${notice.body}\n\nOpen FastForward to see the enquiry.`,
      },
      tx,
    );
  }
}

/**
 * A company's active users with the permissions they hold, oldest first: every notice of the
 * marketplace picks its recipients from these by its own rule (pricing of a mode, a vendor's answerers…).
 */
export function activeUsersOf(tx: DbOrTx, companyId: number) {
  return tx
    .select({
      id: users.id,
      email: users.email,
      permissions: sql<string[]>`${permissionNamesOf(sql`${users.id}`)}`,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isDisabled, false)))
    .orderBy(asc(users.id));
}

/** The active users of the forwarder who price the mode (SPEC §6: its view or response, or both modes). */
async function pricingUsersOf(tx: DbOrTx, companyId: number, mode: PricingMode): Promise<number[]> {
  const rows = await activeUsersOf(tx, companyId);
  return rows.filter((r) => canRespond(r.permissions, mode)).map((r) => r.id);
}

/**
 * The forwarder's staff an enquiry concerns: its sales person, who attends it, and pricing of its
 * mode (each once), told in the app and by e-mail.
 */
export async function tellForwarder(
  deps: Pick<AppDeps, 'mailer'>,
  tx: DbOrTx,
  enquiry: Pick<EnquiryRow, 'id' | 'companyId' | 'mode' | 'salesPersonId' | 'attendedBy'>,
  notice: Omit<EnquiryNotice, 'link'>,
  options: { except?: number } = {},
) {
  const ids = new Set<number>();
  if (enquiry.salesPersonId !== null) ids.add(enquiry.salesPersonId);
  if (enquiry.attendedBy !== null) ids.add(enquiry.attendedBy);
  for (const id of await pricingUsersOf(tx, enquiry.companyId, enquiry.mode as PricingMode)) ids.add(id);
  if (options.except !== undefined) ids.delete(options.except);
  await tellUsers(deps, tx, enquiry.companyId, [...ids], { ...notice, link: staffEnquiryLink(enquiry.id) });
}

/** Named users (a forwarder's), in the app and by e-mail. */
export async function tellUsers(
  deps: Pick<AppDeps, 'mailer'>,
  tx: DbOrTx,
  companyId: number,
  userIds: readonly number[],
  notice: EnquiryNotice,
) {
  for (const userId of userIds) {
    const recipients = await notifyUser(tx, userId, { kind: ENQUIRY_NOTIFICATION_KIND, ...notice });
    await mailEach(deps, tx, companyId, recipients, notice);
  }
}

/** Every active user of the customer company, in the app and by e-mail (sent under the forwarder). */
export async function tellCustomer(
  deps: Pick<AppDeps, 'mailer'>,
  tx: DbOrTx,
  enquiry: Pick<EnquiryRow, 'companyId' | 'customerCompanyId'>,
  notice: Omit<EnquiryNotice, 'link'>,
) {
  const full = { ...notice, link: customerEnquiryLink() };
  const recipients = await notifyCompanyUsers(tx, enquiry.customerCompanyId, {
    kind: ENQUIRY_NOTIFICATION_KIND,
    ...full,
  });
  await mailEach(deps, tx, enquiry.companyId, recipients, full);
}

import { customerKycLink, KYC_INVITATION_TTL_SECONDS } from '@fastforward/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, kycInvitations, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { createOpaqueToken, hashToken } from '../../lib/crypto';

/** The KYC an invitation opens: its forwarder, the address invited and the sales person named. */
export type InvitedKyc = {
  id: number;
  companyId: number;
  email: string;
  invitedCompanyName: string | null;
  salesPersonId: number | null;
};

/** '8 December 2026': the expiry as the invited reader says it (the link's time zone is UTC). */
const dateOf = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Makes the KYC's one live link (PRODUCT §6) and mails it, in the caller's transaction: every
 * older link of the KYC is revoked first, so only the newest works; the token is stored hashed.
 * The path carries the sales person's id and the invited address, which the public form checks.
 */
export async function issueKycInvitation(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer' | 'clock'> & { config: Pick<AppDeps['config'], 'publicAppUrl'> },
  kyc: InvitedKyc,
  actorId: number,
): Promise<{ invitationId: number; expiresAt: Date }> {
  const now = deps.clock();
  await tx
    .update(kycInvitations)
    .set({ revokedAt: now })
    .where(and(eq(kycInvitations.kycId, kyc.id), isNull(kycInvitations.revokedAt)));
  const token = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + KYC_INVITATION_TTL_SECONDS * 1000);
  const [invitation] = await tx
    .insert(kycInvitations)
    .values({
      companyId: kyc.companyId,
      kycId: kyc.id,
      tokenHash: hashToken(token),
      userId: kyc.salesPersonId,
      email: kyc.email,
      isMailed: true,
      expiresAt,
      createdBy: actorId,
      createdAt: now,
    })
    .returning({ id: kycInvitations.id });
  if (!invitation) throw new Error('kyc_invitations insert returned nothing');

  const [names] = await tx
    .select({ forwarder: companies.name, salesPerson: users.fullName, salesEmail: users.email })
    .from(companies)
    .leftJoin(users, eq(users.id, kyc.salesPersonId ?? 0))
    .where(eq(companies.id, kyc.companyId));
  const forwarder = names?.forwarder ?? 'Your freight forwarder';
  const link = customerKycLink(deps.config.publicAppUrl, {
    userId: kyc.salesPersonId,
    email: kyc.email,
    invitationId: invitation.id,
    token,
  });
  const invitedAs = kyc.invitedCompanyName ? ` for ${kyc.invitedCompanyName}` : '';
  const contact = names?.salesPerson
    ? `Your contact at ${forwarder} is ${names.salesPerson} (${names.salesEmail}).`
    : `Reply to ${forwarder} if you have questions.`;
  await deps.mailer.send(
    {
      to: kyc.email,
      companyId: kyc.companyId,
      subject: `${forwarder} invites you to open a customer account`,
      text: `Hello,\n\n${forwarder} invites you to open a customer account${invitedAs} on FastForward.\nOpen this link to fill in your company's details and upload its documents (know your customer):\n\n${link}\n\nThe link is valid until ${dateOf(expiresAt)} and works once; a newer link from ${forwarder} replaces it.\n${contact}`,
    },
    tx,
  );
  return { invitationId: invitation.id, expiresAt };
}

import {
  COMPANY_APPROVAL_MESSAGES,
  COMPANY_CATEGORY,
  COMPANY_STATUS,
  type CompanyApprovalListQuery,
  type CompanyRejectRequest,
  type CompanyStatus,
  NOTIFICATION_KIND,
  ROUTES,
} from '@fastforward/domain';
import { and, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findPage } from '../../lib/list-query';
import type { Mailer } from '../../lib/mailer';
import { notifyCompanyUsers } from '../notifications/notifications.service';

const statusOf = sql<string>`case when ${companies.isSystemVerified} then ${COMPANY_STATUS.approved}
  when ${companies.rejectionReason} is not null then ${COMPANY_STATUS.rejected}
  else ${COMPANY_STATUS.pending} end`;

/** The company's first user: the business administrator who registered it. */
const administratorEmail = sql<string | null>`(select u.email from users u
  where u.company_id = "companies"."id" order by u.id limit 1)`;

const columns = {
  id: companies.id,
  name: companies.name,
  shortName: companies.shortName,
  categoryCode: companies.categoryCode,
  createdAt: companies.createdAt,
  status: statusOf,
  rejectionReason: companies.rejectionReason,
  reviewedAt: companies.reviewedAt,
  administratorEmail,
};

const notFound = () => new AppError('NOT_FOUND', COMPANY_APPROVAL_MESSAGES.notFound);

export const STATUS_WHERE: Record<CompanyApprovalListQuery['status'], SQL | undefined> = {
  all: undefined,
  pending: and(eq(companies.isSystemVerified, false), isNull(companies.rejectionReason)),
  approved: eq(companies.isSystemVerified, true),
  rejected: and(eq(companies.isSystemVerified, false), isNotNull(companies.rejectionReason)),
};

/** The SQL case gives text; it is one of the review statuses by construction. */
const withStatus = <R extends { status: string }>(row: R) => ({
  ...row,
  status: row.status as CompanyStatus,
});

/** One page of the companies of a review status and category, oldest registration first (the platform's queue). */
export async function listCompanyApprovals(db: Db, query: CompanyApprovalListQuery) {
  const page = await findPage(
    db,
    {
      from: companies,
      columns,
      where: and(
        STATUS_WHERE[query.status],
        query.category ? eq(companies.categoryCode, query.category) : undefined,
      ),
      search: (pattern) => or(ilike(companies.name, pattern), ilike(companies.shortName, pattern)),
      sorts: { createdAt: companies.createdAt },
    },
    { ...query, sort: 'createdAt', order: 'asc' },
  );
  return { ...page, items: page.items.map(withStatus) };
}

async function findCompany(db: Db, id: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, categoryCode: companies.categoryCode })
    .from(companies)
    .where(eq(companies.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * Tells every enabled user of the company (its administrator first) in the app, and by an e-mail
 * that greets each by name: the notice's text, then `mailFooter`.
 */
async function notifyCompany(
  db: DbOrTx,
  mailer: Mailer,
  companyId: number,
  notice: { kind: string; subject: string; text: string; link: string | null; mailFooter: string },
) {
  const recipients = await notifyCompanyUsers(db, companyId, {
    kind: notice.kind,
    title: notice.subject,
    body: notice.text,
    link: notice.link,
  });
  for (const { email, fullName } of recipients) {
    const text = `Dear ${fullName},\n\n${notice.text}\n\n${notice.mailFooter}`;
    await mailer.send({ to: email, subject: notice.subject, text, companyId }, db);
  }
}

type ReviewDeps = { db: Db; mailer: Mailer; clock: () => Date; config: Pick<AppConfig, 'publicAppUrl'> };

/** The sign-in page, from the configured public address (never the request's Host header). */
const signInUrl = (config: ReviewDeps['config']) => `${config.publicAppUrl}${ROUTES.login}`;

/** System verification: the company's users may sign in past the verification gate (SPEC §4). */
export async function approveCompany(
  { db, mailer, clock, config }: ReviewDeps,
  reviewerId: number,
  id: number,
) {
  const company = await findCompany(db, id);
  // The review, its notifications and its e-mails stand or fall together.
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ isSystemVerified: true, reviewedAt: clock(), reviewedBy: reviewerId, rejectionReason: null })
      .where(eq(companies.id, id));
    await notifyCompany(tx, mailer, id, {
      kind: NOTIFICATION_KIND.companyApproved,
      subject: COMPANY_APPROVAL_MESSAGES.approvedSubject,
      text: `${company.name} has been approved and is now verified on FastForward.`,
      link: ROUTES.dashboard,
      mailFooter: `You can sign in here:\n${signInUrl(config)}\n\nThe FastForward team`,
    });
  });
  return findApproval(db, id);
}

/** Refuses the company with a reason the administrator is told; the platform company is never refused. */
export async function rejectCompany(
  { db, mailer, clock }: ReviewDeps,
  reviewerId: number,
  id: number,
  input: CompanyRejectRequest,
) {
  const company = await findCompany(db, id);
  if (company.categoryCode === COMPANY_CATEGORY.admin) {
    throw new AppError('CONFLICT', COMPANY_APPROVAL_MESSAGES.platformNotRejectable);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        isSystemVerified: false,
        reviewedAt: clock(),
        reviewedBy: reviewerId,
        rejectionReason: input.reason,
      })
      .where(eq(companies.id, id));
    await notifyCompany(tx, mailer, id, {
      kind: NOTIFICATION_KIND.companyRejected,
      subject: COMPANY_APPROVAL_MESSAGES.rejectedSubject,
      text: `The registration of ${company.name} on FastForward was rejected.\n\nReason: ${input.reason}`,
      link: null,
      mailFooter: 'The FastForward team',
    });
  });
  return findApproval(db, id);
}

async function findApproval(db: Db, id: number) {
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, id));
  if (!row) throw notFound();
  return withStatus(row);
}

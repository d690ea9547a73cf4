import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    categoryCode: text('category_code').notNull(),
    /** The forwarder that onboarded a customer company (CAT_CUS); its terms apply to the customer. */
    parentCompanyId: integer('parent_company_id'),
    isSystemVerified: boolean('is_system_verified').notNull().default(false),
    hasCompleteCompanySetting: boolean('has_complete_company_setting').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The platform's review (issue 3): when and by whom approved or rejected, and why rejected. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
    rejectionReason: text('rejection_reason'),
    /**
     * The registering administrator's e-mail domain, when it is a company's own (not a public mail
     * provider): one company per domain, so colleagues are invited instead of registering twice.
     */
    emailDomain: text('email_domain'),
    /** The licence agreement accepted at registration (platform documents, issue 3). */
    licenseAgreementId: integer('license_agreement_id'),
    licenseAcceptedAt: timestamp('license_accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('companies_short_name_key').on(sql`lower(${t.shortName})`),
    uniqueIndex('companies_email_domain_key').on(t.emailDomain),
  ],
);

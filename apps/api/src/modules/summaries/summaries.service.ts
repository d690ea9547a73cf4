import { COMPANY_CATEGORY } from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/queries';

type Row = Record<string, string | number>;

/** Platform figures for the super-user dashboard, in one round trip. */
export async function summarizePlatform(db: Db, now: Date) {
  const result = await db.execute(sql`
        select
          (select count(*) from companies) as companies_total,
          (select count(*) from companies where category_code = ${COMPANY_CATEGORY.freightForwarder}) as ffd,
          (select count(*) from companies where category_code = ${COMPANY_CATEGORY.customer}) as cus,
          (select count(*) from companies where category_code = ${COMPANY_CATEGORY.admin}) as adm,
          (select count(*) from companies where not is_system_verified) as pending,
          (select count(*) from users) as users_total,
          (select count(*) from users where is_disabled) as users_disabled,
          (select count(*) from user_sessions s where s.revoked_at is null and exists (
             select 1 from refresh_tokens t where t.session_id = s.id and t.rotated_at is null and t.expires_at > ${now.toISOString()})) as sessions,
          (select count(*) from mail_outbox where status = 'queued') as mail_queued,
          (select count(*) from mail_outbox where status = 'sent') as mail_sent,
          (select count(*) from mail_outbox where status = 'failed') as mail_failed,
          (select count(*) from mail_outbox where status = 'stored') as mail_stored`);
  const row = rowsOf<Row>(result)[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    companies: {
      total: n('companies_total'),
      byCategory: { CAT_FFD: n('ffd'), CAT_CUS: n('cus'), CAT_ADM: n('adm') },
      pendingVerification: n('pending'),
    },
    users: {
      total: n('users_total'),
      active: n('users_total') - n('users_disabled'),
      disabled: n('users_disabled'),
    },
    activeSessions: n('sessions'),
    mailOutbox: {
      queued: n('mail_queued'),
      sent: n('mail_sent'),
      failed: n('mail_failed'),
      stored: n('mail_stored'),
    },
  };
}

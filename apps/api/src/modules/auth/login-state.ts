import { type LoginResponse, REFRESH_TOKEN_TTL_SECONDS, SUPER_ADMIN_USERNAME } from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissionNamesOf, rowsOf } from '../../db/queries';
import { createOpaqueToken, hashToken } from '../../lib/crypto';
import { applicableTermsOf, summarizeTermsAcceptance } from '../terms/terms.service';

export type LoginState = Omit<LoginResponse, 'token' | 'refreshToken' | 'clientIp'>;

type StateRow = {
  session_id: string;
  username: string;
  is_first_login: boolean;
  is_email_verified: boolean;
  company_id: number;
  company_name: string;
  category_code: NonNullable<LoginState['customerKyc']>['companyCategory']['categoryCode'];
  is_system_verified: boolean;
  has_complete_company_setting: boolean;
  roles: { id: number; name: string }[];
  permissions: string[];
  has_terms: boolean;
  terms: { companyId: number | null; accepted: boolean }[];
  /** Only a customer company is any KYC's customer company (unique), so others read null. */
  kyc: NonNullable<LoginState['customerKyc']>['kyc'];
};

export type SessionOpening = { userId: number; ip: string; userAgent: string | null; now: Date };

/**
 * Opens a session with its first refresh token and reads every login-response field of SPEC §3
 * but the access token, in one statement: atomic without a transaction, and one round trip on the
 * sign-in hot path (the inserts' CTEs run even though the select reads the snapshot before them).
 */
export async function openSessionWithLoginState(
  db: DbOrTx,
  opening: SessionOpening,
): Promise<{ sessionId: string; refreshToken: string; state: LoginState }> {
  const { userId, now } = opening;
  const refreshToken = createOpaqueToken();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString();
  const result = await db.execute(sql`
    with session as (
      insert into user_sessions (user_id, ip, user_agent, created_at, last_used_at)
      values (${userId}, ${opening.ip}, ${opening.userAgent}, ${at}, ${at})
      returning id),
    refresh as (
      insert into refresh_tokens (session_id, token_hash, created_at, expires_at)
      select session.id, ${hashToken(refreshToken)}, ${at}, ${expiresAt} from session
      returning session_id)
    select (select session_id from refresh) as session_id, u.username, u.is_first_login, u.is_email_verified, c.id as company_id, c.name as company_name,
           c.category_code, c.is_system_verified, c.has_complete_company_setting,
           coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
                       from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles,
           ${permissionNamesOf(sql`u.id`)} as permissions,
           exists (select 1 from terms_and_conditions t where t.is_active and t.company_id = u.company_id) as has_terms,
           (select coalesce(json_agg(json_build_object('companyId', terms."companyId", 'accepted', terms.accepted)), '[]'::json)
              from (${applicableTermsOf(userId)}) terms) as terms,
           (select json_build_object('id', k.id, 'status', k.status, 'forwarderCompanyId', k.company_id, 'forwarderName', f.name)
              from customer_kycs k join companies f on f.id = k.company_id
             where k.customer_company_id = u.company_id) as kyc
      from users u join companies c on c.id = u.company_id
     where u.id = ${userId}`);
  const row = rowsOf<StateRow>(result)[0];
  if (!row) throw new Error(`user ${userId} vanished while signing in`);
  const isSuperAdmin = row.username === SUPER_ADMIN_USERNAME;
  const state: LoginState = {
    loggedInUserId: userId,
    isSystemVerified: row.is_system_verified ? 1 : 0,
    isEmailVerified: row.is_email_verified ? 1 : 0,
    hasCompleteCompanySetting: row.has_complete_company_setting,
    ...summarizeTermsAcceptance(row.terms),
    permissions: row.permissions.map((name) => ({ name })),
    customerKyc: isSuperAdmin
      ? null
      : {
          companyId: row.company_id,
          companyName: row.company_name,
          companyCategory: { categoryCode: row.category_code },
          kyc: row.kyc,
        },
    roles: row.roles,
    isFirstLogin: row.is_first_login,
    hasTermAndCondition: row.has_terms,
  };
  return { sessionId: row.session_id, refreshToken, state };
}

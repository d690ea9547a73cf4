import {
  BOARD_RELATIONS,
  type BoardRelation,
  type ChannelBoard,
  COMPANY_CATEGORY,
  KYC_STATUS,
  PUBLIC_CHANNEL_ACCESS,
} from '@fastforward/domain';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissionNamesOf, rowsOf } from '../../db/queries';
import { customerKycs, users, vendors } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';

/**
 * Who reads a forwarder's board (PRODUCT §1: nothing crosses tenants unless the flow shares it).
 * A board is a forwarder company (CAT_FFD); its members are its own staff, the users of the
 * customer companies it approved (customer_kycs) and of the registered vendor companies on its
 * vendor list (vendors.vendor_company_id). Each also needs the Public Channel permissions of its
 * own company's roles: the route checks those, these rules only say whose board is whose.
 */

const holdsAny = (auth: AuthContext, permissions: readonly string[]) =>
  permissions.some((p) => auth.permissions.includes(p));

type BoardRow = { company_id: number; company_name: string; relation: BoardRelation };

/** The boards the caller's company takes part in, its own first, then by name; each once. */
export async function findBoards(db: DbOrTx, auth: AuthContext): Promise<ChannelBoard[]> {
  const result = await db.execute(sql`
    select c.id as company_id, c.name as company_name, b.relation
      from (
        select ${auth.companyId}::int as company_id, 'staff' as relation
        union all
        select k.company_id, 'customer' from customer_kycs k
         where k.customer_company_id = ${auth.companyId} and k.status = ${KYC_STATUS.approved}
        union all
        select v.company_id, 'vendor' from vendors v where v.vendor_company_id = ${auth.companyId}
      ) b
      join companies c on c.id = b.company_id
     where c.category_code = ${COMPANY_CATEGORY.freightForwarder}
     order by b.relation <> 'staff', c.name, c.id`);
  const seen = new Set<number>();
  const boards: ChannelBoard[] = [];
  for (const row of rowsOf<BoardRow>(result)) {
    if (seen.has(row.company_id) || !BOARD_RELATIONS.includes(row.relation)) continue;
    seen.add(row.company_id);
    boards.push(boardOf(auth, row.company_id, row.company_name, row.relation));
  }
  return boards;
}

function boardOf(auth: AuthContext, companyId: number, companyName: string, relation: BoardRelation) {
  const isStaff = relation === 'staff';
  return {
    companyId,
    companyName,
    relation,
    canManageChannels: isStaff && holdsAny(auth, PUBLIC_CHANNEL_ACCESS.create),
    canLock: isStaff && holdsAny(auth, PUBLIC_CHANNEL_ACCESS.update),
    canModerate: isStaff && holdsAny(auth, PUBLIC_CHANNEL_ACCESS.delete),
    canPost: holdsAny(auth, PUBLIC_CHANNEL_ACCESS.create),
  };
}

/** The board of `companyId` if the caller may read it; else a 404 with `message` (never a 403). */
export async function requireBoard(
  db: DbOrTx,
  auth: AuthContext,
  companyId: number,
  message: string,
): Promise<ChannelBoard> {
  const board = (await findBoards(db, auth)).find((b) => b.companyId === companyId);
  if (!board) throw new AppError('NOT_FOUND', message);
  return board;
}

/**
 * The users who may read the board of `companyId`: of its own or a member company, active, holding
 * view-public-channel (or the business administrator's permission) in their own company. The same
 * rule as findBoards, from the board's side, for deciding whom a mention may notify.
 */
export function boardReaders(db: DbOrTx, companyId: number): SQL {
  const customers = db
    .select({ id: customerKycs.customerCompanyId })
    .from(customerKycs)
    .where(and(eq(customerKycs.companyId, companyId), eq(customerKycs.status, KYC_STATUS.approved)));
  const vendorCompanies = db
    .select({ id: vendors.vendorCompanyId })
    .from(vendors)
    .where(and(eq(vendors.companyId, companyId), isNotNull(vendors.vendorCompanyId)));
  // users.id named with its table: drizzle writes a one-table query's columns bare.
  const held = permissionNamesOf(sql`${sql.identifier('users')}.${sql.identifier('id')}`);
  const canView = or(...PUBLIC_CHANNEL_ACCESS.view.map((p) => sql`${p} = any(${held})`)) as SQL;
  return and(
    eq(users.isDisabled, false),
    or(
      eq(users.companyId, companyId),
      inArray(users.companyId, customers),
      inArray(users.companyId, vendorCompanies),
    ),
    canView,
  ) as SQL;
}

import {
  COMMODITY_TYPE,
  ENQUIRY_FORWARD_NOTIFICATION_KIND,
  ENQUIRY_ROUTES,
  enquiryPath,
  hasAnyPermission,
  LOAD_TYPE,
  REQUIRED_CHARGE,
  type RequiredCharge,
  VENDOR_FORWARDS_ACCESS,
} from '@fastforward/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notifyUser } from '../notifications/notifications.service';
import { activeUsersOf } from '../rate-enquiries/enquiry-notices';
import type { EnquiryItem } from '../rate-enquiries/enquiry-records';

/**
 * What a vendor is told of a forward: the enquiry's cargo and route, what to price and by when.
 * Never who the customer is (its name, contacts, street addresses, remarks): the vendor is the
 * forwarder's supplier and could otherwise go to the customer directly.
 */

type NoticeDeps = Pick<AppDeps, 'mailer'> & { config: Pick<AppDeps['config'], 'publicAppUrl'> };

/** The enquiry as a vendor may read it: cargo and route, no customer. */
export type VendorBrief = Pick<
  EnquiryItem,
  | 'reference'
  | 'forwarder'
  | 'mode'
  | 'loadType'
  | 'containers'
  | 'packages'
  | 'originPort'
  | 'destinationPort'
  | 'originPlace'
  | 'originCustomPoint'
  | 'destinationCustomPoint'
  | 'finalPlace'
  | 'incotermCode'
  | 'commodityType'
  | 'dgClassCode'
  | 'unNumber'
  | 'setTemperatureC'
  | 'cargoReadyDate'
  | 'preferredLine'
  | 'chargeableWeightKg'
  | 'grossWeightKg'
>;

export type ForwardAsk = {
  requiredCharges: readonly RequiredCharge[];
  deadlineAt: Date;
  message: string | null;
};

const portName = (p: { name: string; code: string | null }) => (p.code ? `${p.name} (${p.code})` : p.name);

/** The cargo, route and ask as mail text, one fact a line (only the vendor-safe fields of `brief`). */
export function describeForward(brief: VendorBrief, ask: ForwardAsk): string {
  const lines = [
    `Mode: ${brief.mode === 'sea' ? 'Sea' : 'Air'}${brief.loadType ? `, ${LOAD_TYPE[brief.loadType]}` : ''}`,
    `Route: ${portName(brief.originPort)} to ${portName(brief.destinationPort)}`,
  ];
  if (brief.originPlace) lines.push(`Pickup from: ${brief.originPlace.name}`);
  if (brief.originCustomPoint) lines.push(`Origin custom point: ${brief.originCustomPoint.name}`);
  if (brief.destinationCustomPoint)
    lines.push(`Destination custom point: ${brief.destinationCustomPoint.name}`);
  if (brief.finalPlace) lines.push(`Deliver to: ${brief.finalPlace.name}`);
  if (brief.containers.length > 0) {
    lines.push(
      `Containers: ${brief.containers.map((c) => `${c.count} x ${c.containerSizeName}`).join(', ')}`,
    );
  }
  if (brief.packages.length > 0) {
    const count = brief.packages.reduce((sum, p) => sum + p.count, 0);
    const weights = [
      brief.grossWeightKg ? `gross ${brief.grossWeightKg} kg` : null,
      brief.mode === 'air' && brief.chargeableWeightKg ? `chargeable ${brief.chargeableWeightKg} kg` : null,
    ].filter(Boolean);
    lines.push(`Packages: ${count}${weights.length ? ` (${weights.join(', ')})` : ''}`);
  }
  const commodity: string[] = [COMMODITY_TYPE[brief.commodityType]];
  if (brief.dgClassCode) commodity.push(`DG class ${brief.dgClassCode}`);
  if (brief.unNumber) commodity.push(`UN ${brief.unNumber}`);
  if (brief.setTemperatureC !== null) commodity.push(`set at ${brief.setTemperatureC} °C`);
  lines.push(`Commodity: ${commodity.join(', ')}`);
  if (brief.incotermCode) lines.push(`Incoterm: ${brief.incotermCode}`);
  lines.push(`Cargo ready: ${brief.cargoReadyDate}`);
  if (brief.preferredLine) lines.push(`Preferred line: ${brief.preferredLine.name}`);
  lines.push(`Please price: ${ask.requiredCharges.map((key) => REQUIRED_CHARGE[key]).join('; ')}`);
  lines.push(`Answer by: ${ask.deadlineAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`);
  if (ask.message) lines.push('', `Message from ${brief.forwarder.name}:`, ask.message);
  return lines.join('\n');
}

/** The link an e-mail-only vendor answers through (PRODUCT §6), with its raw token. */
export const forwardLinkUrl = (deps: NoticeDeps, token: string) =>
  `${deps.config.publicAppUrl}${ENQUIRY_ROUTES.responseForm}?token=${encodeURIComponent(token)}`;

/** The users of a registered vendor company who answer forwards (VENDOR_FORWARDS_ACCESS). */
async function vendorAnswerersOf(tx: DbOrTx, vendorCompanyId: number): Promise<number[]> {
  const rows = await activeUsersOf(tx, vendorCompanyId);
  return rows.filter((r) => hasAnyPermission(r.permissions, VENDOR_FORWARDS_ACCESS)).map((r) => r.id);
}

export type ForwardedVendor = {
  forwardId: number;
  /** The forwarder's company: the mail goes out under it. */
  companyId: number;
  name: string;
  vendorCompanyId: number | null;
  contactEmail: string | null;
};

/**
 * Tells one vendor of a forward (or reminds it), in the caller's transaction: a registered
 * vendor's answerers in the app and by e-mail, with the page they answer on; an e-mail-only
 * vendor by e-mail with its link (`token`, fresh).
 */
export async function tellVendor(
  tx: DbOrTx,
  deps: NoticeDeps,
  vendor: ForwardedVendor,
  brief: VendorBrief,
  ask: ForwardAsk,
  options: { token: string | null; isReminder: boolean; linkExpiresAt: Date | null },
): Promise<void> {
  const subject = options.isReminder
    ? `Reminder: rate enquiry ${brief.reference} from ${brief.forwarder.name}`
    : `Rate enquiry ${brief.reference} from ${brief.forwarder.name}`;
  const intro = options.isReminder
    ? `${brief.forwarder.name} is still waiting for your rates for ${brief.reference}.`
    : `${brief.forwarder.name} asks for your rates for ${brief.reference}.`;
  const details = describeForward(brief, ask);
  if (vendor.vendorCompanyId !== null) {
    const path = enquiryPath(ENQUIRY_ROUTES.vendorForward, { id: vendor.forwardId });
    const kind = options.isReminder
      ? ENQUIRY_FORWARD_NOTIFICATION_KIND.reminder
      : ENQUIRY_FORWARD_NOTIFICATION_KIND.forwarded;
    for (const userId of await vendorAnswerersOf(tx, vendor.vendorCompanyId)) {
      const recipients = await notifyUser(tx, userId, { kind, title: subject, body: intro, link: path });
      for (const r of recipients) {
        await deps.mailer.send(
          {
            to: r.email,
            companyId: vendor.companyId,
            subject,
            text: `Hello ${r.fullName},\n\n${intro}\n\n${details}\n\nAnswer in FastForward: ${deps.config.publicAppUrl}${path}`,
          },
          tx,
        );
      }
    }
    return;
  }
  if (!vendor.contactEmail || !options.token) return;
  const expiry = options.linkExpiresAt
    ? `\nThe link works until ${options.linkExpiresAt.toISOString().slice(0, 10)}.`
    : '';
  const replaces = options.isReminder ? ' It replaces the link sent earlier.' : '';
  await deps.mailer.send(
    {
      to: vendor.contactEmail,
      companyId: vendor.companyId,
      subject,
      text: `Hello ${vendor.name},\n\n${intro}\n\n${details}\n\nAnswer or decline here, no sign-in needed:\n${forwardLinkUrl(deps, options.token)}${expiry}${replaces}`,
    },
    tx,
  );
}

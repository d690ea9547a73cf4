import {
  COMPANY_CATEGORY,
  CUSTOMER_USER_PERMISSIONS,
  CUSTOMER_USER_ROLE,
  KYC_INVITATION_HEADER,
  KYC_INVITATION_TTL_SECONDS,
  KYC_LOG_ACTION,
  KYC_STATUS,
  KYC_TOKEN_HEADER,
  type KycDetails,
} from '@fastforward/domain';
import { customerKycs, kycInvitations } from '../db/schema';
import { createOpaqueToken, hashToken } from '../lib/crypto';
import { appendKycLog, kycTransitions } from '../modules/customer-kycs/kyc-records';
import { createCompany, createUser, signIn, type TestCompany, type TestUser } from './factories';
import type { TestApp } from './test-app';

/**
 * KYC factories: invitations with a known token, and customers whose KYC was submitted or approved,
 * inserted straight into the test's database like the other factories.
 */

type Ref = { id: number };

let sequence = 0;
const nextNumber = () => ++sequence;

/** Company details the KYC form accepts (kycDetailsSchema), named after `companyName`. */
export const validKycDetails = (companyName: string): KycDetails => ({
  companyName,
  phone: '+49 40 555 0100',
  website: 'https://example.com',
  taxRegistrationNumber: 'DE123456789',
  companyRegistrationNumber: 'HRB 12345',
  contacts: [
    { name: 'Kim Contact', designation: 'Buyer', email: 'kim@example.com', phone: '+49 40 555 0101' },
  ],
  addresses: [
    {
      type: 'registered',
      addressLine1: 'Am Sandtorkai 1',
      addressLine2: null,
      city: 'Hamburg',
      postalCode: '20457',
      countryCode: 'DE',
    },
  ],
});

export type TestKycInvitation = {
  kycId: number;
  invitationId: number;
  /** The raw token of the link (only its hash is stored). */
  token: string;
  email: string;
  /** The path's user id: the sales person, null for none. */
  userId: number | null;
};

/**
 * A KYC invitation as the forwarder's invite makes it: a customer_kycs row ('invited', or 'draft'
 * for a self-service link that was not mailed) and its live link, expiring after
 * KYC_INVITATION_TTL_SECONDS on the app's clock.
 */
export async function createKycInvitation(
  t: TestApp,
  options: {
    forwarder: Ref;
    salesUser?: Ref;
    email?: string;
    companyName?: string;
    /** true unless told: false is a self-service start (status draft, the address not proven). */
    mailed?: boolean;
  },
): Promise<TestKycInvitation> {
  const n = nextNumber();
  const email = options.email ?? `customer${n}@kyc${n}.test`;
  const mailed = options.mailed ?? true;
  const now = t.clock.now;
  const salesUserId = options.salesUser?.id ?? null;
  const [kyc] = await t.db
    .insert(customerKycs)
    .values({
      companyId: options.forwarder.id,
      status: mailed ? KYC_STATUS.invited : KYC_STATUS.draft,
      version: 0,
      salesPersonId: salesUserId,
      invitedCompanyName: options.companyName ?? `Invited Customer ${n}`,
      email,
      createdBy: salesUserId,
      createdAt: now,
    })
    .returning({ id: customerKycs.id });
  if (!kyc) throw new Error('customer_kycs insert returned nothing');
  await kycTransitions.recordInitialStatus(t.db, {
    companyId: options.forwarder.id,
    id: kyc.id,
    status: mailed ? KYC_STATUS.invited : KYC_STATUS.draft,
    userId: salesUserId,
    at: now,
  });
  const token = createOpaqueToken();
  const [invitation] = await t.db
    .insert(kycInvitations)
    .values({
      companyId: options.forwarder.id,
      kycId: kyc.id,
      tokenHash: hashToken(token),
      userId: salesUserId,
      email,
      isMailed: mailed,
      expiresAt: new Date(now.getTime() + KYC_INVITATION_TTL_SECONDS * 1000),
      createdBy: salesUserId,
      createdAt: now,
    })
    .returning({ id: kycInvitations.id });
  if (!invitation) throw new Error('kyc_invitations insert returned nothing');
  return { kycId: kyc.id, invitationId: invitation.id, token, email, userId: salesUserId };
}

/** The headers the public document and submit calls carry the link in. */
export const kycLinkHeaders = (link: { invitationId: number; token: string }) => ({
  [KYC_INVITATION_HEADER]: String(link.invitationId),
  [KYC_TOKEN_HEADER]: link.token,
});

export type TestCustomerKyc = {
  kycId: number;
  forwarder: Ref;
  /** The customer company (CAT_CUS, parent = the forwarder). */
  company: TestCompany;
  /** Its first user, holding the Customer User role, signed in (`token`). */
  user: TestUser;
  details: KycDetails;
};

type CustomerKycOptions = {
  forwarder: Ref;
  salesUser?: Ref;
  companyName?: string;
  /** The customer user still has to choose a password; false unless told. */
  firstLogin?: boolean;
};

async function createCustomerKyc(
  t: TestApp,
  options: CustomerKycOptions & { approved: boolean },
): Promise<TestCustomerKyc> {
  const n = nextNumber();
  const now = t.clock.now;
  const company = await createCompany(t, {
    category: COMPANY_CATEGORY.customer,
    approved: options.approved,
    parentCompanyId: options.forwarder.id,
    name: options.companyName ?? `KYC Customer ${n}`,
    shortName: `kyccus${n}`,
  });
  const user = await createUser(t, {
    company,
    permissions: CUSTOMER_USER_PERMISSIONS,
    roleName: CUSTOMER_USER_ROLE,
    firstLogin: options.firstLogin ?? false,
  });
  const details = validKycDetails(company.name);
  const salesUserId = options.salesUser?.id ?? null;
  const [kyc] = await t.db
    .insert(customerKycs)
    .values({
      companyId: options.forwarder.id,
      customerCompanyId: company.id,
      customerUserId: user.id,
      status: KYC_STATUS.invited,
      salesPersonId: salesUserId,
      invitedCompanyName: company.name,
      email: user.email,
      shortName: company.shortName,
      username: user.username,
      details,
      submittedAt: now,
      reviewedBy: options.approved ? salesUserId : null,
      reviewedAt: options.approved ? now : null,
      createdBy: salesUserId,
      createdAt: now,
    })
    .returning({ id: customerKycs.id });
  if (!kyc) throw new Error('customer_kycs insert returned nothing');
  // Through the workflow, so versions, status history and the approve log are what the app writes.
  const record = { companyId: options.forwarder.id, id: kyc.id, at: now };
  await kycTransitions.recordInitialStatus(t.db, {
    ...record,
    status: KYC_STATUS.invited,
    userId: salesUserId,
  });
  await kycTransitions.move(t.db, {
    ...record,
    expectedVersion: 0,
    to: KYC_STATUS.submitted,
    userId: null,
    remarks: null,
  });
  await appendKycLog(t.db, { ...record, kycId: kyc.id, action: KYC_LOG_ACTION.submitted, actorId: null });
  if (options.approved) {
    await kycTransitions.move(t.db, {
      ...record,
      expectedVersion: 1,
      to: KYC_STATUS.approved,
      remarks: null,
      userId: salesUserId,
    });
    await appendKycLog(t.db, {
      ...record,
      kycId: kyc.id,
      action: KYC_LOG_ACTION.approved,
      actorId: salesUserId,
    });
  }
  // Signed in again: the login answer carries the KYC that exists only now.
  const session = await signIn(t, user);
  return {
    kycId: kyc.id,
    forwarder: options.forwarder,
    company,
    user: { ...user, token: session.token, session },
    details,
  };
}

/** A customer that submitted its KYC: company pending approval, the KYC waiting for review. */
export const createSubmittedKyc = (t: TestApp, options: CustomerKycOptions) =>
  createCustomerKyc(t, { ...options, approved: false });

/** A customer whose KYC the forwarder approved: company approved, the KYC 'approved'. */
export const createApprovedKyc = (t: TestApp, options: CustomerKycOptions) =>
  createCustomerKyc(t, { ...options, approved: true });

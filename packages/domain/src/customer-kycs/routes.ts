/** Web pages of customer onboarding. */
export const CUSTOMER_KYC_ROUTES = {
  /** SPEC §2: /customerKyc/:user_id?/:email?/:invitation_id? (all three optional). */
  publicForm: '/customerKyc',
  publicFormPattern: '/customerKyc/:user_id?/:email?/:invitation_id?',
  customers: '/dashboard/customers',
  customer: '/dashboard/customers/:id',
  updateRequests: '/dashboard/customers/update-requests',
  /** The forwarder's review of one update request. */
  updateRequest: '/dashboard/customers/update-requests/:id',
  tiers: '/dashboard/customers/tiers',
  negotiationSettings: '/dashboard/customers/negotiation-settings',
  /** The customer's own KYC, documents and update requests. */
  myCompany: '/dashboard/my-company',
} as const;

export const customerKycPath = (id: number | string) => `/dashboard/customers/${id}`;

export const kycUpdateRequestPagePath = (id: number | string) => `/dashboard/customers/update-requests/${id}`;

/** The link of an invitation: /customerKyc/:user_id/:email/:invitation_id?token=… */
export const customerKycLink = (
  appUrl: string,
  link: { userId: number | null; email: string; invitationId: number; token: string },
) =>
  `${appUrl}/customerKyc/${link.userId ?? 0}/${encodeURIComponent(link.email)}/${link.invitationId}?token=${link.token}`;

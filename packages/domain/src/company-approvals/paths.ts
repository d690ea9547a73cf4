/** API paths and web routes of company approvals (issue 3: companies joining the platform). */
export const COMPANY_APPROVAL_PATHS = {
  companies: '/api/v1/platform/companies',
  approve: '/api/v1/platform/companies/:id/approve',
  reject: '/api/v1/platform/companies/:id/reject',
} as const;

export const companyApprovePath = (id: number) => `${COMPANY_APPROVAL_PATHS.companies}/${id}/approve`;
export const companyRejectPath = (id: number) => `${COMPANY_APPROVAL_PATHS.companies}/${id}/reject`;

export const COMPANY_APPROVAL_ROUTES = { companies: '/super-user-dashboard/companies' } as const;

/** A company's review status: pending until approved (system-verified) or rejected with a reason. */
export const COMPANY_STATUS = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;
export const COMPANY_STATUSES = [
  COMPANY_STATUS.pending,
  COMPANY_STATUS.approved,
  COMPANY_STATUS.rejected,
] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
/** The list's status filter: one review status, or every company. */
export const COMPANY_STATUS_ALL = 'all';
export const COMPANY_STATUS_FILTERS = [COMPANY_STATUS_ALL, ...COMPANY_STATUSES] as const;
export type CompanyStatusFilter = (typeof COMPANY_STATUS_FILTERS)[number];

export const REJECTION_REASON_MAX_LENGTH = 1000;

export const COMPANY_APPROVAL_MESSAGES = {
  approvedSubject: 'Your company has been approved',
  rejectedSubject: 'Your company registration was rejected',
  platformNotRejectable: 'The platform company cannot be rejected',
  notFound: 'Company not found',
} as const;

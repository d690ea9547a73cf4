import {
  CUSTOMER_KYC_PATHS,
  CUSTOMER_KYC_ROUTES,
  CUSTOMERS_ACCESS,
  type CustomerKyc,
  customerKycPath,
  type KycApproveLogEntry,
  kycApiPath,
  PERMISSIONS,
  TIER_PATHS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { fileAnswer, storedFile } from '../../../test/files';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { CustomerPage } from '../pages/customer-page';

const REGISTRATION = storedFile({ id: 21, collection: 'CRD', originalName: 'registration.pdf' });
const LOGO = storedFile({ id: 22, collection: 'CL', originalName: 'logo.png', contentType: 'image/png' });

const submitted: CustomerKyc = {
  id: 7,
  companyName: 'Acme Imports',
  email: 'ops@acme.test',
  status: 'submitted',
  salesPerson: { id: 1, fullName: 'Sam Sales' },
  tier: null,
  submittedAt: '2026-11-21T09:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  hasPendingUpdate: false,
  credit: null,
  version: 1,
  invitedCompanyName: 'Acme',
  shortName: 'acme',
  username: 'acme.ops',
  details: {
    companyName: 'Acme Imports',
    phone: '+49 40 555 0100',
    website: null,
    taxRegistrationNumber: 'DE123456789',
    companyRegistrationNumber: 'HRB 12345',
    contacts: [{ name: 'Kim Contact', designation: 'Buyer', email: 'kim@acme.test', phone: null }],
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
  },
  customerCompany: { id: 40, shortName: 'acme' },
  customerUser: { id: 41, username: 'acme.ops', isEmailVerified: false },
  reviewedAt: null,
  reviewedBy: null,
  rejectionReason: null,
  documents: [LOGO, REGISTRATION],
  pendingUpdateRequestId: null,
};

const LOG: KycApproveLogEntry[] = [
  {
    id: 1,
    action: 'invited',
    actionLabel: 'Invited',
    actor: { id: 1, fullName: 'Sam Sales' },
    remarks: null,
    details: null,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 2,
    action: 'submitted',
    actionLabel: 'Submitted',
    actor: null,
    remarks: null,
    details: null,
    createdAt: '2026-11-21T09:00:00.000Z',
  },
];

const TIERS = [{ id: 3, name: 'Gold' }];

function answering(kyc: CustomerKyc, onWrite: (call: MockCall) => Response = () => itemAnswer(kyc)) {
  return (call: MockCall) => {
    const path = pathOf(call.url);
    if (call.method !== 'GET') return onWrite(call);
    if (path === kycApiPath(CUSTOMER_KYC_PATHS.item, kyc.id)) return itemAnswer(kyc);
    if (path === kycApiPath(CUSTOMER_KYC_PATHS.approveLog, kyc.id))
      return json({ success: true, data: { items: LOG } });
    if (path === CUSTOMER_KYC_PATHS.salesPersons) return json({ success: true, data: { items: [] } });
    if (path === TIER_PATHS.list) return listPage(TIERS);
    const file = kyc.documents.find((f) => f.downloadUrl === path);
    return file ? fileAnswer(file.contentType) : fieldErrors(404, 'Not_Found', 'Customer KYC not found');
  };
}

const renderPage = (id = 7, permissions: string[] = [PERMISSIONS.businessAdmin]) =>
  renderDashboardPage(
    <Routes>
      <Route path={CUSTOMER_KYC_ROUTES.customer} element={<CustomerPage />} />
    </Routes>,
    permissions,
    customerKycPath(id),
  );

describe('CustomerPage', () => {
  it('shows the submitted details, previews the documents and the history', async () => {
    mockFetch(answering(submitted));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Acme Imports', level: 1 })).toBeTruthy();
    expect(screen.getByText('Submitted', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByText('DE123456789')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Contacts' })).getByText('Kim Contact')).toBeTruthy();
    expect(screen.getByText(/Am Sandtorkai 1, 20457 Hamburg, DE/)).toBeTruthy();
    expect(await screen.findByTitle('Company registration document preview')).toBeTruthy();
    expect(await screen.findByAltText('Company logo preview')).toBeTruthy();
    expect(screen.getByText('No bank detail document yet.')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Invited')).toBeTruthy();
    expect(within(history).getByText(/The customer/)).toBeTruthy();
  });

  it('approves with a tier and remarks, sending the version it read', async () => {
    const { calls } = mockFetch(answering(submitted));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve customer' });
    fireEvent.change(within(dialog).getByLabelText('Remarks'), { target: { value: 'All in order' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve customer' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/approve'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/approve'))?.body).toEqual({
      expectedVersion: 1,
      tierId: null,
      remarks: 'All in order',
    });
  });

  it('lets accounts give the customer credit, and shows others what it is', async () => {
    const { calls } = mockFetch(answering(submitted));
    renderPage();
    const credit = await screen.findByRole('region', { name: 'Credit' });
    expect(
      within(credit).getByText(/No credit: its delivery orders are released against payment/),
    ).toBeTruthy();
    fireEvent.change(within(credit).getByLabelText(/Credit limit/), { target: { value: '25000.00' } });
    fireEvent.change(within(credit).getByLabelText('Credit terms (days)'), { target: { value: '30' } });
    fireEvent.click(within(credit).getByRole('button', { name: 'Save credit' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/credit'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/credit'))?.body).toEqual({
      creditLimit: '25000.00',
      creditTermsDays: 30,
    });
  });

  it('shows the credit read-only to a user who may not set it', async () => {
    mockFetch(answering({ ...submitted, credit: { limit: '25000.00', termsDays: 30 } }));
    renderPage(7, [CUSTOMERS_ACCESS.view[0] as string]);
    const credit = await screen.findByRole('region', { name: 'Credit' });
    expect(within(credit).getByText("Limit 25000.00 in the base currency, 30 days' terms")).toBeTruthy();
    expect(within(credit).queryByRole('button', { name: 'Save credit' })).toBeNull();
  });

  it('rejects only with a reason', async () => {
    const { calls } = mockFetch(answering(submitted));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject customer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject customer' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/reject'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Tax document unreadable' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject customer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/reject'))?.body).toEqual({
        expectedVersion: 1,
        reason: 'Tax document unreadable',
      }),
    );
  });

  it('resends the verification mail after confirmation', async () => {
    const { calls } = mockFetch(answering(submitted));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification mail' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === kycApiPath(CUSTOMER_KYC_PATHS.resendVerification, 7))).toBe(true),
    );
  });

  it('offers Regenerate link for an invited customer, not approve or reject', async () => {
    mockFetch(
      answering({ ...submitted, status: 'invited', details: null, customerUser: null, documents: [] }),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Regenerate link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('The customer has not submitted the KYC form yet.')).toBeTruthy();
  });

  it('says so when the customer is not found', async () => {
    mockFetch(answering(submitted));
    renderPage(99);
    expect(await screen.findByText('Customer KYC not found')).toBeTruthy();
  });
});

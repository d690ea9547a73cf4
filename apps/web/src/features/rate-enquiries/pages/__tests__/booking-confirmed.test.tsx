import type { Booking, BookingContext } from '@fastforward/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemAnswer } from '../../../../test/answers';
import { mockFetch } from '../../../../test/fetch-mock';
import { renderDashboardPage } from '../../../../test/render-dashboard';
import { BookingPageBody } from '../booking-page-body';

const party = {
  name: 'Acme Imports',
  address: 'Dubai',
  contact: null,
  email: 'a@acme.test',
  phone: '+971 4 555 0101',
};

const BOOKING: Booking = {
  id: 3,
  enquiryId: 7,
  enquiryReference: 'RE-2026-000007',
  quoteOptionId: 11,
  status: 'CONFIRMED',
  statusLabel: 'Confirmed',
  version: 1,
  shipper: party,
  consignee: party,
  notifySameAsConsignee: true,
  notifyParty: null,
  cargo: { description: 'Toys', packageCount: 2, grossWeightKg: 100 },
  remarks: null,
  submittedBy: null,
  submittedAt: '2026-12-01T10:00:00.000Z',
  documents: [],
  job: { id: 9, reference: 'JOB-2026-000009', status: 'QUED', statusLabel: 'Queued' },
};

const CONTEXT: BookingContext = {
  enquiry: {
    id: 7,
    reference: 'RE-2026-000007',
    status: 'booked',
    version: 5,
    mode: 'sea',
    loadType: 'FCL',
    originPort: 'Shanghai',
    destinationPort: 'Jebel Ali',
    commodityType: 'GNRL',
    cargoReadyDate: '2026-12-10',
    packageCount: 2,
    grossWeightKg: null,
    customerName: 'Acme Imports',
    forwarderName: 'Oceanic Freight',
    containers: [],
    packages: [],
  },
  option: null,
  requiredDocuments: [],
  booking: BOOKING,
  addressBook: [],
  customerRole: 'consignee',
  customerParty: null,
};

describe('the confirmed booking', () => {
  it('leads the signed-in customer into its job and its enquiry', async () => {
    mockFetch(() => itemAnswer(CONTEXT));
    renderDashboardPage(<BookingPageBody target={{ kind: 'app', enquiryId: 7 }} />);
    const job = await screen.findByRole('link', { name: 'Open your job JOB-2026-000009' });
    expect(job.getAttribute('href')).toBe('/dashboard/my-jobs/9');
    expect(screen.getByRole('link', { name: 'Back to the enquiry' }).getAttribute('href')).toBe('/myQuery/7');
  });

  it('offers the link holder the sign-in, which leads on to the job', async () => {
    mockFetch(() => itemAnswer(CONTEXT));
    renderDashboardPage(
      <BookingPageBody target={{ kind: 'link', refNo: 'RE-2026-000007', token: 'x'.repeat(43) }} />,
    );
    const signIn = await screen.findByRole('link', { name: 'Sign in to follow your shipment' });
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(screen.getByText(/Your job JOB-2026-000009 is open/)).toBeTruthy();
  });
});

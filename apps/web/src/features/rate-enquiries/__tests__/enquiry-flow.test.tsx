import {
  ENQUIRY_PATHS,
  ENQUIRY_ROUTES,
  PERMISSIONS,
  type PricedOption,
  RATE_PATHS,
  RATE_ROUTES,
} from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../../../components/dialog-host';
import { createQueryClient } from '../../../lib/query-client';
import { itemAnswer } from '../../../test/answers';
import { type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { seedSession } from '../../../test/session';
import {
  chooseContainer,
  fillSeaLane,
  items,
  optionOf,
  withReference,
} from '../../../test/shipment-fixtures';
import { RateWizardPage } from '../../rate-wizard/pages/rate-wizard-page';
import { EnquiryPage } from '../pages/enquiry-page';
import { NewEnquiryPage } from '../pages/new-enquiry-page';
import { ENQUIRY } from './enquiry-fixtures';

const ACME = { id: 41, name: 'Acme Imports', tier: { id: 3, name: 'Gold' } };
const OPTION: PricedOption = {
  key: 'vr-123',
  shippingCompanyId: 3,
  shippingLineName: 'Maersk',
  vendorId: null,
  vendorName: null,
  validFrom: '2026-11-01',
  validTill: '2026-12-31',
  transitDays: 22,
  freeDays: null,
  lines: [],
  totals: [],
  baseTotal: null,
  flags: [],
};

const posts = (calls: MockCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && pathOf(c.url) === path);

describe('the enquiry flow', () => {
  it('creates an enquiry from a priced option of the Rate Wizard, prefilled, and opens it', async () => {
    const { calls } = mockFetch(
      withReference((call) => {
        const path = pathOf(call.url);
        if (path === RATE_PATHS.rateWizardCustomers) return items([ACME]);
        if (path === RATE_PATHS.rateWizardPrice)
          return itemAnswer({
            customer: ACME,
            baseCurrency: 'AED',
            chargeableWeightKg: null,
            options: [OPTION],
          });
        if (path === ENQUIRY_PATHS.enquiries) return itemAnswer({ ...ENQUIRY, createdVia: 'sales' }, 201);
        if (path.endsWith('/history') || path.endsWith('/files')) return items([]);
        if (path === '/api/v1/rate-enquirys/42') return itemAnswer(ENQUIRY);
        return items([]);
      }),
    );
    seedSession({
      permissions: [PERMISSIONS.viewCustomerQuerySales, PERMISSIONS.viewCustomerEnquiries],
      categoryCode: 'CAT_FFD',
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[RATE_ROUTES.rateWizard]}>
            <Routes>
              <Route path={RATE_ROUTES.rateWizard} element={<RateWizardPage />} />
              <Route path={ENQUIRY_ROUTES.newEnquiry} element={<NewEnquiryPage />} />
              <Route path={ENQUIRY_ROUTES.enquiry} element={<EnquiryPage />} />
            </Routes>
          </MemoryRouter>
          <DialogHost />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await user.type(customer, 'acme');
    await user.click(await optionOf(customer, 'Acme Imports · Gold'));
    await fillSeaLane(user);
    await chooseContainer(user);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await user.click(await screen.findByRole('button', { name: 'Create enquiry from Option 1: Maersk' }));

    // The form shows the request's customer and ports by name.
    expect(await screen.findByText('Customer: Acme Imports')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Origin port' }) as HTMLInputElement).value).toMatch(
      /Shanghai/,
    );
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByRole('heading', { name: 'RE-2026-000042' })).toBeTruthy();
    expect(posts(calls, ENQUIRY_PATHS.enquiries)[0]?.body).toMatchObject({
      customerKycId: 41,
      wizardOptionKey: 'vr-123',
      mode: 'sea',
      loadType: 'FCL',
      originPortId: 10,
      destinationPortId: 11,
      containers: [{ containerSizeId: 7, count: 1 }],
      preferredLineId: 3,
      commodityType: 'GNRL',
    });
  });

  it('accepts a Received enquiry with the version it read, and rejects one with the reason the customer is told', async () => {
    const { calls } = mockFetch(
      withReference((call) => {
        const path = pathOf(call.url);
        if (path === '/api/v1/rate-enquirys/42/status') return itemAnswer(ENQUIRY);
        if (path === '/api/v1/rate-enquirys/42') return itemAnswer(ENQUIRY);
        // The other panels' reads (forwards, history, files…): nothing yet.
        return items([]);
      }),
    );
    renderDashboardPage(
      <Routes>
        <Route path={ENQUIRY_ROUTES.enquiry} element={<EnquiryPage />} />
      </Routes>,
      [PERMISSIONS.bothPricing],
      '/dashboard/customer-enquiries/42',
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'RE-2026-000042' })).toBeTruthy();
    expect(screen.getByText(/Customer Acme Imports/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Forwards' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const modal = await screen.findByRole('dialog', { name: 'Reject RE-2026-000042' });
    await user.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await within(modal).findByText('Reason is required')).toBeTruthy();
    await user.type(within(modal).getByLabelText(/^Reason/), 'No capacity on this lane');
    await user.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts(calls, '/api/v1/rate-enquirys/42/status')).toHaveLength(1));
    expect(posts(calls, '/api/v1/rate-enquirys/42/status')[0]?.body).toEqual({
      status: 'rejected',
      version: 0,
      remarks: 'No capacity on this lane',
    });

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Accept',
      }),
    );
    await waitFor(() => expect(posts(calls, '/api/v1/rate-enquirys/42/status')).toHaveLength(2));
    expect(posts(calls, '/api/v1/rate-enquirys/42/status')[1]?.body).toEqual({
      status: 'accepted',
      version: 0,
    });
  });
});

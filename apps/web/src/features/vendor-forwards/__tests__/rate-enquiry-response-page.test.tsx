import {
  DEFAULT_ROUTE_LEGS,
  ENQUIRY_PATHS,
  ENQUIRY_ROUTES,
  FORWARD_LINK_MESSAGES,
  type VendorForward,
} from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../../../components/dialog-host';
import { createQueryClient } from '../../../lib/query-client';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { RateEnquiryResponsePage } from '../pages/rate-enquiry-response-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';

const FORWARD: VendorForward = {
  id: 31,
  reference: 'RE-2026-000042',
  status: 'received',
  version: 0,
  forwarder: { name: 'Oceanic Freight Forwarders' },
  mode: 'sea',
  loadType: 'FCL',
  containers: [{ containerSizeId: 5, containerSizeName: "20' Standard", count: 2 }],
  packages: [],
  legs: { ...DEFAULT_ROUTE_LEGS, originPort: true, destinationPort: true },
  originPort: { id: 1, name: 'Nhava Sheva', code: 'INNSA' },
  destinationPort: { id: 2, name: 'Jebel Ali', code: 'AEJEA' },
  originPlace: null,
  originCustomPoint: null,
  destinationCustomPoint: null,
  finalPlace: null,
  incotermCode: 'FOB',
  commodityType: 'GNRL',
  dgClassCode: null,
  unNumber: null,
  setTemperatureC: null,
  cargoReadyDate: '2026-07-01',
  preferredLine: null,
  chargeableWeightKg: null,
  revenueTons: null,
  grossWeightKg: null,
  requiredCharges: ['freight'],
  deadlineAt: '2026-06-20T12:00:00.000Z',
  message: 'Best all-in rate please',
  forwardedAt: '2026-06-17T09:00:00.000Z',
  declineReason: null,
  answeredAt: null,
  linkExpiresAt: '2026-06-24T09:00:00.000Z',
  canAnswer: true,
  answer: null,
  options: { currencies: [{ code: 'USD', name: 'US Dollar' }], shippingLines: [{ id: 3, name: 'Maersk' }] },
};

const ANSWERED: VendorForward = {
  ...FORWARD,
  status: 'accepted',
  canAnswer: false,
  answeredAt: '2026-06-18T10:00:00.000Z',
  answer: {
    id: 4,
    source: 'vendorLink',
    lines: [
      {
        chargeKey: 'freight',
        chargeName: 'Ocean freight',
        basis: 'perContainer',
        currency: 'USD',
        buyAmount: 1200,
      },
    ],
    shippingLine: { id: 3, name: 'Maersk' },
    validFrom: '2026-06-18',
    validTill: '2026-07-18',
    transitDays: 21,
    freeDays: 7,
    remarks: null,
    enteredBy: null,
    createdAt: '2026-06-18T10:00:00.000Z',
  },
};

const linkInvalid = (status: number) =>
  fieldErrors(status, status === 404 ? 'Not_Found' : 'Conflict', FORWARD_LINK_MESSAGES.linkInvalid, {
    token: FORWARD_LINK_MESSAGES.linkInvalid,
  });

function renderPage(path: string, answer: (call: MockCall) => Response) {
  const server = mockFetch(answer);
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={ENQUIRY_ROUTES.responseForm} element={<RateEnquiryResponsePage />} />
          </Routes>
        </MemoryRouter>
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return server;
}

const linkPath = (token = TOKEN) => `${ENQUIRY_ROUTES.responseForm}?token=${token}`;

describe('/rateEnquiryResponseForm', () => {
  it('says the link is not valid without a token, without asking the server', async () => {
    const { calls } = renderPage(ENQUIRY_ROUTES.responseForm, () => itemAnswer(FORWARD));
    expect(await screen.findByText(FORWARD_LINK_MESSAGES.linkInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says the link is not valid for an unknown, expired or used-up link', async () => {
    renderPage(linkPath(), () => linkInvalid(404));
    expect(await screen.findByText(FORWARD_LINK_MESSAGES.linkInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send rates' })).toBeNull();
  });

  it('shows the cargo and the route, takes the answer with the token and thanks the vendor', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(linkPath(), (call) => {
      if (pathOf(call.url) === ENQUIRY_PATHS.forwardLinkAnswer) return itemAnswer(ANSWERED);
      return itemAnswer(FORWARD);
    });
    expect(await screen.findByText('RE-2026-000042')).toBeTruthy();
    expect(paramsOf(calls[0]?.url ?? '').token).toBe(TOKEN);
    expect(screen.getByText(/Nhava Sheva \(INNSA\) → Jebel Ali \(AEJEA\)/)).toBeTruthy();
    expect(screen.getByText("2 × 20' Standard")).toBeTruthy();
    await user.type(screen.getByLabelText(/Buy amount 1/), '1200');
    fireEvent.change(screen.getByLabelText(/Valid till/), { target: { value: '2999-07-18' } });
    await user.click(screen.getByRole('button', { name: 'Send rates' }));
    expect(await screen.findByText(/Your rates were sent to Oceanic Freight Forwarders/)).toBeTruthy();
    const sent = calls.find((c) => pathOf(c.url) === ENQUIRY_PATHS.forwardLinkAnswer);
    expect(sent?.body).toMatchObject({ token: TOKEN, lines: [{ chargeKey: 'freight', buyAmount: 1200 }] });
    expect(sent?.headers.Authorization).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send rates' })).toBeNull());
    expect(screen.getByText('Your answer')).toBeTruthy();
  });

  it('shows an answered link read-only', async () => {
    renderPage(linkPath(), () => itemAnswer(ANSWERED));
    expect(await screen.findByText('Your answer')).toBeTruthy();
    expect(screen.getByText('USD 1200.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send rates' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline this enquiry' })).toBeNull();
  });

  it('turns to "not valid" when the link was used up while the form was open', async () => {
    const user = userEvent.setup();
    renderPage(linkPath(), (call) =>
      pathOf(call.url) === ENQUIRY_PATHS.forwardLinkDecline ? linkInvalid(409) : itemAnswer(FORWARD),
    );
    await user.click(await screen.findByRole('button', { name: 'Decline this enquiry' }));
    await user.type(screen.getByLabelText(/Reason for declining/), 'No space');
    await user.click(screen.getByRole('button', { name: 'Decline enquiry' }));
    expect(await screen.findByText(FORWARD_LINK_MESSAGES.linkInvalid)).toBeTruthy();
  });
});

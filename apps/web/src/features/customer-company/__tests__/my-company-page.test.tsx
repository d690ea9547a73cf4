import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { json, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { MyCompanyPage } from '../pages/my-company-page';

const details = {
  companyName: 'Acme Imports',
  phone: '+49 40 555 0100',
  website: null,
  taxRegistrationNumber: 'DE123456789',
  companyRegistrationNumber: 'HRB 12345',
  contacts: [{ name: 'Kim Contact', designation: 'Buyer', email: 'kim@example.com', phone: null }],
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
};

const kyc = {
  id: 3,
  status: 'approved',
  shortName: 'acme',
  username: 'acme.buyer',
  email: 'buyer@acme.example',
  details,
  forwarder: { id: 2, name: 'Oceanic Freight', email: 'desk@oceanic.example', phone: '+44 20 555 0000' },
  salesPerson: { id: 7, fullName: 'Sam Sales', email: 'sam@oceanic.example' },
  documents: [],
  pendingUpdateRequest: null,
};

const pending = {
  id: 11,
  kycId: 3,
  status: 'pending',
  company: { id: 9, name: 'Acme Imports' },
  changes: [{ field: 'phone', label: 'Phone', from: '+49 40 555 0100', to: '+49 40 555 0199' }],
  remarks: null,
  requestedBy: { id: 8, fullName: 'Ada Buyer' },
  requestedAt: '2026-11-20T10:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  rejectionReason: null,
};

const COUNTRIES = { success: true, data: { items: [{ code: 'DE', name: 'Germany' }] } };

/** The API as the page calls it: `mine` answers the KYC until a request is sent, then with it pending. */
function mockApi(options: { post?: () => Response } = {}) {
  let sent = false;
  return mockFetch((call) => {
    const path = pathOf(call.url);
    if (path === '/api/v1/kyc-update-requests' && call.method === 'POST') {
      const answer = options.post?.() ?? itemAnswer(pending, 201);
      sent = answer.status < 300;
      return answer;
    }
    if (path === '/api/v1/customer-kycs/mine') {
      return itemAnswer(sent ? { ...kyc, pendingUpdateRequest: pending } : kyc);
    }
    if (path === '/api/v1/kyc-update-requests/mine') return listPage(sent ? [pending] : []);
    if (path.endsWith('/countries')) return json(COUNTRIES);
    return json({ success: false, message: 'unexpected' }, 500);
  });
}

describe('MyCompanyPage', () => {
  it('shows the company, its contacts and addresses readably, the forwarder and the sales person', async () => {
    mockApi();
    renderDashboardPage(<MyCompanyPage />);
    expect(await screen.findByRole('heading', { name: 'My Company', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Company details' });
    expect(within(table).getByText('Kim Contact (Buyer) · kim@example.com')).toBeTruthy();
    expect(within(table).getByText('Registered office: Am Sandtorkai 1, Hamburg, 20457, DE')).toBeTruthy();
    const forwarder = screen.getByRole('region', { name: 'Your forwarder' });
    expect(within(forwarder).getByText('Oceanic Freight')).toBeTruthy();
    expect(within(forwarder).getByText('desk@oceanic.example')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Your sales person' })).getByText('Sam Sales'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tax document' })).toBeTruthy();
    expect(await screen.findByText('You have not asked for any changes yet.')).toBeTruthy();
  });

  it('says so when the company has no KYC', async () => {
    mockFetch(() => json({ success: false, error: 'Not Found', message: 'No KYC', errors: [] }, 404));
    renderDashboardPage(<MyCompanyPage />);
    expect(await screen.findByText('Your company has no KYC with a forwarder yet.')).toBeTruthy();
  });

  it('requests changes from a form prefilled with the details, then shows them pending', async () => {
    const { calls } = mockApi();
    renderDashboardPage(<MyCompanyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    const phone = within(dialog).getByLabelText(/^Phone/) as HTMLInputElement;
    expect(phone.value).toBe('+49 40 555 0100');
    fireEvent.change(phone, { target: { value: '+49 40 555 0199' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    const second = within(dialog).getByRole('group', { name: 'Contact 2' });
    fireEvent.change(within(second).getByLabelText(/^Contact name/), { target: { value: 'Lee Second' } });
    fireEvent.change(within(second).getByLabelText(/^Contact e-mail/), {
      target: { value: 'lee@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')?.body as { details: typeof details };
    expect(body.details.phone).toBe('+49 40 555 0199');
    expect(body.details.contacts.map((c) => c.name)).toEqual(['Kim Contact', 'Lee Second']);
    expect(await screen.findByText('Changes waiting for approval')).toBeTruthy();
    const changes = screen.getByRole('table', { name: 'Pending changes' });
    expect(within(changes).getByText('+49 40 555 0199')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Request changes' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('validates on the client and shows the server’s refusal in the form', async () => {
    const { calls } = mockApi({
      post: () =>
        fieldErrors(400, 'Bad Request', 'Nothing to change', {
          details: 'Nothing to change: the details are the same as now',
        }),
    });
    renderDashboardPage(<MyCompanyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    fireEvent.change(within(dialog).getByLabelText(/^Company name/), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Company name is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Company name/), { target: { value: 'Acme Imports' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('Nothing to change: the details are the same as now'),
    ).toBeTruthy();
  });
});

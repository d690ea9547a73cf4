import {
  COMPANY_CATEGORY,
  PERMISSIONS,
  REFERENCE_DATA_PATHS,
  VENDOR_PATHS,
  type VendorConversionRequest,
  type VendorProfile,
} from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { seedSession } from '../../../test/session';
import { VendorProfilePage } from '../pages/vendor-profile-page';

const PROFILE: VendorProfile = {
  modes: ['air'],
  lanes: [{ originCountryCode: 'AE', destinationCountryCode: 'IN' }],
  description: 'Dubai air freight',
  updatedAt: '2026-01-05T10:00:00.000Z',
};
const EMPTY: VendorProfile = { modes: [], lanes: [], description: null, updatedAt: null };
const PENDING: VendorConversionRequest = {
  id: 5,
  companyId: 9,
  companyName: 'Swift Carriers',
  status: 'pending',
  reason: 'We consolidate',
  requestedAt: '2026-02-01T10:00:00.000Z',
  requestedByName: 'Vera Vendor',
  reviewedAt: null,
  rejectionReason: null,
};

const COUNTRIES = [
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'IN', name: 'India' },
  { code: 'DE', name: 'Germany' },
];

type Answers = {
  profile?: VendorProfile;
  requests?: VendorConversionRequest[];
  handle?: (call: MockCall) => Response | null;
};

const routes =
  ({ profile = PROFILE, requests = [], handle }: Answers) =>
  (call: MockCall) => {
    const handled = handle?.(call);
    if (handled) return handled;
    if (call.url.startsWith(REFERENCE_DATA_PATHS.countries))
      return json({ success: true, data: { items: COUNTRIES } });
    if (pathOf(call.url) === VENDOR_PATHS.conversionRequests) return listPage(requests);
    return itemAnswer(profile);
  };

const renderAs = (categoryCode: string, permissions: readonly string[] = [PERMISSIONS.businessAdmin]) => {
  seedSession({ categoryCode });
  return renderDashboardPage(<VendorProfilePage />, permissions);
};

/** Picks `name` in the country picker labelled `label` within `scope`. */
async function pickCountry(scope: HTMLElement, label: string, name: string) {
  const user = userEvent.setup();
  const picker = within(scope).getByRole('combobox', { name: label });
  await waitFor(() => expect(picker).toHaveProperty('disabled', false));
  await user.click(picker);
  const listbox = document.getElementById(picker.getAttribute('aria-controls') as string) as HTMLElement;
  await user.click(await within(listbox).findByRole('option', { name, hidden: true }));
}

describe('VendorProfilePage', () => {
  it('edits modes, lanes and description and saves the profile whole', async () => {
    const { calls } = mockFetch(
      routes({
        handle: (call) => (call.method === 'PUT' ? itemAnswer({ ...PROFILE, modes: ['air', 'sea'] }) : null),
      }),
    );
    renderAs(COMPANY_CATEGORY.freightForwarder);
    const form = await screen.findByRole('form', { name: 'Vendor profile' });
    const user = userEvent.setup();
    expect(within(form).getByRole('checkbox', { name: 'Air' })).toHaveProperty('checked', true);
    await user.click(within(form).getByRole('checkbox', { name: 'Sea' }));
    await user.click(within(form).getByRole('button', { name: 'Add lane' }));
    const lane = within(form).getByRole('group', { name: 'Lane 2' });
    await pickCountry(lane, 'Origin country', 'India (IN)');
    await pickCountry(lane, 'Destination country', 'Germany (DE)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vendor profile saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      modes: ['air', 'sea'],
      lanes: [
        { originCountryCode: 'AE', destinationCountryCode: 'IN' },
        { originCountryCode: 'IN', destinationCountryCode: 'DE' },
      ],
      description: 'Dubai air freight',
    });
    // A forwarder has no request to become one.
    expect(screen.queryByRole('region', { name: 'Become a forwarder' })).toBeNull();
  });

  it('checks the form first, removes a lane, and shows a server error under the lane picker', async () => {
    const { calls } = mockFetch(
      routes({
        profile: EMPTY,
        handle: (call) =>
          call.method === 'PUT'
            ? fieldErrors(404, 'Not Found', 'Origin country not found', {
                'lanes.0.originCountryCode': 'Origin country not found',
              })
            : null,
      }),
    );
    renderAs(COMPANY_CATEGORY.vendor);
    const form = await screen.findByRole('form', { name: 'Vendor profile' });
    const user = userEvent.setup();
    expect(within(form).getByText('No lanes yet.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Add lane' }));
    await user.click(within(form).getByRole('button', { name: 'Add lane' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose at least one mode')).toBeTruthy();
    expect(within(form).getAllByText('Origin country is required')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Remove lane 2' }));
    expect(within(form).queryByRole('group', { name: 'Lane 2' })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'Sea' }));
    const lane = within(form).getByRole('group', { name: 'Lane 1' });
    await pickCountry(lane, 'Origin country', 'United Arab Emirates (AE)');
    await pickCountry(lane, 'Destination country', 'India (IN)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(lane).findByText('Origin country not found')).toBeTruthy();
  });

  it('lets a vendor administrator ask to become a forwarder, then shows the request waiting', async () => {
    let requests: VendorConversionRequest[] = [];
    const { calls } = mockFetch(
      routes({
        handle: (call) => {
          if (pathOf(call.url) !== VENDOR_PATHS.conversionRequests) return null;
          if (call.method === 'POST') {
            requests = [PENDING];
            return itemAnswer(PENDING, 201);
          }
          return listPage(requests);
        },
      }),
    );
    renderAs(COMPANY_CATEGORY.vendor);
    const card = await screen.findByRole('region', { name: 'Become a forwarder' });
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Send request' }));
    expect(await within(card).findByText('Reason is required')).toBeTruthy();
    await user.type(within(card).getByRole('textbox', { name: 'Reason' }), 'We consolidate');
    await user.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(
      await within(card).findByText(/is waiting for the platform administrator's decision/),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Send request' })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'We consolidate' });
  });

  it('shows a rejected request with its reason, and a user without the permissions only reads', async () => {
    mockFetch(
      routes({
        requests: [
          {
            ...PENDING,
            status: 'rejected',
            rejectionReason: 'Documents missing',
            reviewedAt: '2026-02-02T10:00:00.000Z',
          },
        ],
      }),
    );
    renderAs(COMPANY_CATEGORY.vendor, ['view-dashboard|Dashboard']);
    const card = await screen.findByRole('region', { name: 'Become a forwarder' });
    expect(await within(card).findByText(/was rejected: Documents missing/)).toBeTruthy();
    expect(within(card).getByText('Your business administrator can send this request.')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Vendor profile' });
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Add lane' })).toBeNull();
  });

  it('is closed to a customer company, asking nothing', async () => {
    const { calls } = mockFetch(routes({}));
    renderAs(COMPANY_CATEGORY.customer);
    expect(await screen.findByText('You do not have permission to open Vendor Profile.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

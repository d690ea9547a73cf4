import { COMPANY_SETTINGS_ACCESS, TAX_CODE_PATHS, type TaxCode } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { TaxCodesPage } from '../pages/tax-codes-page';

const CODES: TaxCode[] = [
  {
    id: 1,
    code: 'SR',
    name: 'Standard rated',
    category: 'standard',
    rate: '5',
    isActive: true,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 2,
    code: 'ZR',
    name: 'Zero-rated',
    category: 'zero_rated',
    rate: '0',
    isActive: true,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
];

const SETTINGS = [
  ...new Set([
    ...COMPANY_SETTINGS_ACCESS.view,
    ...COMPANY_SETTINGS_ACCESS.create,
    ...COMPANY_SETTINGS_ACCESS.update,
    ...COMPANY_SETTINGS_ACCESS.delete,
  ]),
];

describe('TaxCodesPage', () => {
  it('lists the codes with category and rate, and creates one with its code in capitals', async () => {
    const { calls } = mockFetch((call: MockCall) =>
      pathOf(call.url) === TAX_CODE_PATHS.taxCodes && call.method === 'GET'
        ? listPage(CODES)
        : call.method === 'POST'
          ? itemAnswer({ ...CODES[0], id: 3, code: 'RR', name: 'Reduced', rate: '2.5' }, 201)
          : fieldErrors(404, 'Not_Found', 'Not found'),
    );
    renderDashboardPage(<TaxCodesPage />, SETTINGS);
    const table = await screen.findByRole('table', { name: 'Tax codes' });
    expect(await within(table).findByText('ZR')).toBeTruthy();
    expect(within(table).getAllByText('Zero-rated')).toHaveLength(2);
    expect(within(table).getByText('5%')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /New tax code|Add/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New tax code' });
    fireEvent.change(within(dialog).getByLabelText(/Code/), { target: { value: 'rr' } });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Reduced' } });
    fireEvent.change(within(dialog).getByLabelText(/Rate/), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      code: 'RR',
      name: 'Reduced',
      category: 'standard',
      rate: '2.5',
    });
  });
});

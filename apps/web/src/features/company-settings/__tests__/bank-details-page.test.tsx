import { MESSAGES, PERMISSIONS, REFERENCE_DATA_PATHS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage, messageAnswer } from '../../../test/answers';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { BankDetailsPage } from '../pages/bank-details-page';

const account = (id: number, bankName: string, isDefault: boolean) => ({
  id,
  bankName,
  accountName: 'Oceanic Freight',
  accountNumber: `10${id}`,
  iban: null,
  swiftCode: 'EBILAEAD',
  branch: null,
  currency: 'AED',
  isDefault,
  createdAt: '2026-01-05T10:00:00.000Z',
  documentFileId: null,
  document: null,
});

const renderPage = (permissions: string[] = [PERMISSIONS.businessAdmin]) => {
  return renderDashboardPage(<BankDetailsPage />, permissions);
};

describe('BankDetailsPage', () => {
  it("marks the default account and offers 'Make default' on the others", async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST'
        ? itemAnswer(account(2, 'Second Bank', true))
        : listPage([account(1, 'First Bank', true), account(2, 'Second Bank', false)]),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Bank accounts' });
    await within(table).findByText('Second Bank');
    const [, firstRow, secondRow] = within(table).getAllByRole('row');
    expect(within(firstRow as HTMLElement).getByText('Default')).toBeTruthy();
    expect(within(secondRow as HTMLElement).queryByText('Default')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make First Bank 101 default' })).toBeNull();
    expect(calls[0]?.url).toBe(
      '/api/v1/company-settings/bank-details?page=1&pageSize=10&sort=bankName&order=asc',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Make Second Bank 102 default' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(
      '/api/v1/company-settings/bank-details/2/default',
    );
  });

  it('asks before deleting, and deletes only on yes', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'DELETE'
        ? messageAnswer(MESSAGES.deleteSuccess)
        : listPage([account(7, 'First Bank', true)]),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete First Bank 107' }));
    expect(await screen.findByText(/Delete the default account 'First Bank 107'\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/Delete the default account/)).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete First Bank 107' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/v1/company-settings/bank-details/7');
  });

  it('checks the IBAN on the client and shows a server field error under its field', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith(REFERENCE_DATA_PATHS.currencies)) {
        return json({ success: true, data: { items: [{ code: 'AED', name: 'UAE Dirham', minorUnits: 2 }] } });
      }
      return call.method === 'POST'
        ? fieldErrors(400, 'Bad Request', 'Enter a valid IBAN', { swiftCode: 'Unknown bank code' })
        : listPage([]);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New bank account' }));
    fireEvent.change(await screen.findByLabelText(/Bank name/), { target: { value: 'Emirates NBD' } });
    fireEvent.change(screen.getByLabelText(/Account name/), { target: { value: 'Oceanic' } });
    fireEvent.change(screen.getByLabelText(/Account number/), { target: { value: '1012345' } });
    // The currency is chosen from the shipped list, never typed as a code.
    const currency = screen.getByRole('combobox', { name: /Currency/ });
    await waitFor(() => expect(currency).toHaveProperty('disabled', false));
    const user = userEvent.setup();
    await user.click(currency);
    await user.type(currency, 'Dirham');
    await user.click(await screen.findByRole('option', { name: 'AED — UAE Dirham', hidden: true }));
    fireEvent.change(screen.getByLabelText(/IBAN/), { target: { value: 'AE07 0331 2345 6789 0123 457' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid IBAN')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(/IBAN/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/SWIFT/), { target: { value: 'ebilaead' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown bank code')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      swiftCode: 'EBILAEAD',
      currency: 'AED',
    });
  });

  it('hides the actions from a user who may only view', async () => {
    mockFetch(() => listPage([account(1, 'First Bank', true), account(2, 'Second Bank', false)]));
    renderPage(['view-company-settings|Company Settings']);
    expect(await screen.findByText('Second Bank')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New bank account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Make Second Bank/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});

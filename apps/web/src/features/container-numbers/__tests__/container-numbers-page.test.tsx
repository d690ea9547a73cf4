import { CONTAINER_NUMBER_PATHS, MASTERS_ACCESS, MESSAGES, REFERENCE_DATA_PATHS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { ContainerNumbersPage } from '../pages/container-numbers-page';

const PATH = CONTAINER_NUMBER_PATHS.containerNumbers;

const NUMBERS = [
  {
    id: 1,
    number: 'CSQU3054383',
    containerSize: { id: 5, size: "20' Standard" },
    remarks: 'Leased',
    createdAt: '2026-01-05T10:00:00.000Z',
  },
  { id: 2, number: 'MSKU9070323', containerSize: null, remarks: null, createdAt: '2026-01-06T10:00:00.000Z' },
];

const server =
  (extra: (call: MockCall) => Response | undefined = () => undefined) =>
  (call: MockCall) =>
    extra(call) ??
    (call.url.startsWith(REFERENCE_DATA_PATHS.containerSizeCategories)
      ? json({ success: true, data: { items: [] } })
      : listPage(NUMBERS));

const MASTERS_CLERK = (['view', 'create', 'update', 'delete'] as const).map(
  (a) => MASTERS_ACCESS[a][0] ?? '',
);

describe('ContainerNumbersPage', () => {
  it('lists the numbers with their size and remarks', async () => {
    const { calls } = mockFetch(server());
    renderDashboardPage(<ContainerNumbersPage />, MASTERS_CLERK);
    const table = await screen.findByRole('table', { name: 'Container numbers' });
    expect(await within(table).findByText('CSQU3054383')).toBeTruthy();
    expect(within(table).getByText("20' Standard")).toBeTruthy();
    expect(within(table).getByText('Leased')).toBeTruthy();
    expect(calls[0]?.url).toBe(`${PATH}?page=1&pageSize=10&sort=number&order=asc`);
  });

  it('names a wrong check digit under the field before anything is sent, then sends the number normalised', async () => {
    const { calls } = mockFetch(
      server((call) =>
        call.method === 'POST' ? json({ success: true, data: { item: NUMBERS[0] } }, 201) : undefined,
      ),
    );
    renderDashboardPage(<ContainerNumbersPage />, MASTERS_CLERK);
    fireEvent.click(await screen.findByRole('button', { name: 'New container number' }));
    const dialog = await screen.findByRole('dialog', { name: 'New container number' });
    const input = within(dialog).getByLabelText(/^Container number/);
    fireEvent.change(input, { target: { value: 'csqu 305438 4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const shown = await within(dialog).findByText('Container number check digit does not match (expected 3)');
    expect(input.getAttribute('aria-describedby')).toContain(shown.id);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(input, { target: { value: 'csqu 305438-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ number: 'CSQU3054383', remarks: '' });
  });

  it('shows a duplicate refused by the server under the number', async () => {
    mockFetch(
      server((call) =>
        call.method === 'POST'
          ? fieldErrors(409, 'Conflict', 'This container number is already in the list', {
              number: 'This container number is already in the list',
            })
          : undefined,
      ),
    );
    renderDashboardPage(<ContainerNumbersPage />, MASTERS_CLERK);
    fireEvent.click(await screen.findByRole('button', { name: 'New container number' }));
    const dialog = await screen.findByRole('dialog', { name: 'New container number' });
    fireEvent.change(within(dialog).getByLabelText(/^Container number/), {
      target: { value: 'MSKU9070323' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This container number is already in the list')).toBeTruthy();
  });

  it('deletes after confirmation with the SPEC §8 success dialog', async () => {
    const { calls } = mockFetch(
      server((call) =>
        call.method === 'DELETE' ? json({ success: true, message: MESSAGES.deleteSuccess }) : undefined,
      ),
    );
    renderDashboardPage(<ContainerNumbersPage />, MASTERS_CLERK);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete MSKU9070323' }));
    expect(await screen.findByText('Delete the container number MSKU9070323?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`${PATH}/2`);
  });

  it('offers no changes to a user who may only view', async () => {
    mockFetch(server());
    renderDashboardPage(<ContainerNumbersPage />, MASTERS_ACCESS.view.slice(0, 1));
    expect(await screen.findByText('CSQU3054383')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New container number' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });
});

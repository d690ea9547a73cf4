import {
  COMPANY_MASTERS_PATHS,
  type FreeDays,
  MESSAGES,
  PERMISSIONS,
  REFERENCE_DATA_PATHS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { CONTAINER_SIZE_CATEGORIES } from '../../../test/reference-fixtures';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { FreeDaysPage } from '../pages/free-days-page';

const PATH = COMPANY_MASTERS_PATHS.freeDays;

const ENTRY: FreeDays = {
  id: 7,
  shippingCompanyId: 3,
  shippingLineName: 'Maersk',
  portId: 11,
  portType: 'sea',
  portCode: 'AEJEA',
  portName: 'Jebel Ali',
  portCountryCode: 'AE',
  containerSizeId: 5,
  containerSize: "20' Standard",
  originFreeDays: 7,
  destinationFreeDays: 14,
  demurrageType: 'merged',
  detentionType: 'working-days',
  createdAt: '2026-01-05T10:00:00.000Z',
};

const LINES = [
  { id: 3, name: 'Maersk', shippingMode: 'sea', scacCode: 'MAEU', iataCode: null, iataPrefix: null },
];
const JEBEL_ALI = {
  id: 11,
  type: 'sea',
  code: 'AEJEA',
  name: 'Jebel Ali',
  city: 'Dubai',
  countryCode: 'AE',
  isCompanyPort: false,
};

const items = (list: unknown[]) => json({ success: true, data: { items: list } });

/** The reference reads the pickers make, then `handle` for the free-days calls. */
const routes = (handle: (call: MockCall) => Response) => (call: MockCall) => {
  if (call.url.startsWith(REFERENCE_DATA_PATHS.shippingCompanies)) return items(LINES);
  if (call.url.startsWith(REFERENCE_DATA_PATHS.containerSizeCategories))
    return items(CONTAINER_SIZE_CATEGORIES);
  if (call.url.startsWith(REFERENCE_DATA_PATHS.portSearch)) return items([JEBEL_ALI]);
  return handle(call);
};

/** The option of this combobox's own list (the filters' pickers list the same options). */
const optionOf = async (combobox: HTMLElement, name: string | RegExp) => {
  await waitFor(() => expect(combobox.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') as string) as HTMLElement;
  return within(listbox).findByRole('option', { name, hidden: true });
};

const listCalls = (calls: MockCall[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith(PATH));

const renderPage = (permissions: string[] = [PERMISSIONS.businessAdmin]) =>
  renderDashboardPage(<FreeDaysPage />, permissions);

describe('FreeDaysPage', () => {
  it('lists free days with their line, port, size and terms, asking for page 1 of 10', async () => {
    const { calls } = mockFetch(routes(() => listPage([ENTRY])));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Free Days' });
    const row = (await within(table).findByText('Maersk')).closest('tr') as HTMLElement;
    expect(within(row).getByText('AEJEA — Jebel Ali')).toBeTruthy();
    expect(within(row).getByText('Merged with detention')).toBeTruthy();
    expect(within(row).getByText('Working days')).toBeTruthy();
    expect(listCalls(calls)[0]?.url).toBe(`${PATH}?page=1&pageSize=10&sort=shippingLine&order=asc`);
  });

  it('filters by container size, back on page 1', async () => {
    const { calls } = mockFetch(routes(() => listPage([ENTRY])));
    renderPage();
    const user = userEvent.setup();
    const sizeFilter = screen.getAllByRole('combobox', { name: 'Container size' })[0] as HTMLElement;
    await waitFor(() => expect(sizeFilter).toHaveProperty('disabled', false));
    await user.click(sizeFilter);
    await user.click(await optionOf(sizeFilter, "40' Standard (42G1)"));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('containerSizeId=6'));
    expect(listCalls(calls).at(-1)?.url).toContain('page=1&');
  });

  it('checks the form on the client before calling the server', async () => {
    const { calls } = mockFetch(routes(() => listPage([])));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New free days' }));
    const dialog = await screen.findByRole('dialog', { name: 'New free days' });
    fireEvent.change(within(dialog).getByLabelText(/Origin free days/), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a shipping line')).toBeTruthy();
    expect(within(dialog).getByText('Choose a port')).toBeTruthy();
    expect(within(dialog).getByText('Choose a container size')).toBeTruthy();
    expect(within(dialog).getByText('Origin free days must be a whole number from 0 to 365')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates free days from the pickers and shows a duplicate under the container size', async () => {
    const { calls } = mockFetch(
      routes((call) =>
        call.method === 'POST'
          ? fieldErrors(
              409,
              'Conflict',
              'Free days for this shipping line, port and container size exist already',
              { containerSizeId: 'Free days for this shipping line, port and container size exist already' },
            )
          : listPage([]),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New free days' }));
    const dialog = await screen.findByRole('dialog', { name: 'New free days' });

    const line = within(dialog).getByRole('combobox', { name: 'Shipping line' });
    await waitFor(() => expect(line).toHaveProperty('disabled', false));
    await user.click(line);
    await user.click(await optionOf(line, 'Maersk (MAEU)'));
    const port = within(dialog).getByRole('combobox', { name: 'Port' });
    await user.type(port, 'jebel');
    await user.click(await optionOf(port, /AEJEA — Jebel Ali, AE/));
    const size = within(dialog).getByRole('combobox', { name: 'Container size' });
    await user.click(size);
    await user.click(await optionOf(size, "20' Standard (22G1)"));
    const origin = within(dialog).getByLabelText(/Origin free days/);
    await user.clear(origin);
    await user.type(origin, '10');
    await user.selectOptions(within(dialog).getByLabelText('Demurrage'), 'merged');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText(
        'Free days for this shipping line, port and container size exist already',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      shippingCompanyId: 3,
      portId: 11,
      containerSizeId: 5,
      originFreeDays: 10,
      destinationFreeDays: 0,
      demurrageType: 'merged',
      detentionType: 'calendar-days',
    });
    expect(screen.queryByRole('dialog', { name: 'Conflict' })).toBeNull();
  });

  it('edits an entry starting from its values and sends the whole body with PUT', async () => {
    const { calls } = mockFetch(
      routes((call) =>
        call.method === 'PUT' ? json({ success: true, data: { item: ENTRY } }) : listPage([ENTRY]),
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Edit Maersk AEJEA 20' Standard" }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit free days' });
    fireEvent.change(within(dialog).getByLabelText(/Destination free days/), { target: { value: '21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`${PATH}/7`);
    expect(put?.body).toMatchObject({
      shippingCompanyId: 3,
      portId: 11,
      containerSizeId: 5,
      destinationFreeDays: 21,
    });
  });

  it('deletes after confirmation with the SPEC §8 success dialog', async () => {
    const { calls } = mockFetch(
      routes((call) =>
        call.method === 'DELETE'
          ? json({ success: true, message: MESSAGES.deleteSuccess })
          : listPage([ENTRY]),
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Delete Maersk AEJEA 20' Standard" }));
    expect(await screen.findByText("Delete the free days 'Maersk AEJEA 20' Standard'?")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.deleteSuccess)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`${PATH}/7`);
  });

  it('offers no changes to a user who may only view masters', async () => {
    mockFetch(routes(() => listPage([ENTRY])));
    renderPage(['view-masters|Masters']);
    expect(await screen.findByText('Maersk')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New free days' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('tells a user without the Masters permission that the page is closed, asking nothing', async () => {
    const { calls } = mockFetch(routes(() => listPage([ENTRY])));
    renderPage(['view-sales|Sales']);
    expect(await screen.findByText('You do not have permission to open Free Days.')).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(0);
  });
});

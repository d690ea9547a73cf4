import {
  MASTERS_ACCESS,
  MESSAGES,
  REFERENCE_DATA_PATHS,
  WEIGHT_SLAB_MESSAGES,
  WEIGHT_SLAB_PATHS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { WeightSlabsPage } from '../pages/weight-slabs-page';

const PATH = WEIGHT_SLAB_PATHS.weightSlabs;

const slab = (id: number, name: string, min: number | null, max: number | null, over: object = {}) => ({
  id,
  type: 'air',
  name,
  min,
  max,
  measurementIn: 'Kgs',
  containerSize: null,
  // The page draws the range itself with the domain rule; this one must not be what it shows.
  displayName: 'server text',
  createdAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

const SLABS = [
  slab(1, 'Up to 45', null, 45),
  slab(2, '45 to 100', 45, 100),
  slab(3, 'Heavy', 100, null, {
    type: 'sea',
    measurementIn: 'Lbs',
    containerSize: { id: 5, size: "20' Standard" },
  }),
];

const SIZES = {
  success: true,
  data: {
    items: [
      {
        id: 1,
        code: 'REG',
        name: 'Regular Sized',
        containerSizes: [{ id: 5, size: "20' Standard", isoCode: '22G1', isReefer: false }],
      },
    ],
  },
};

type Handler = (call: MockCall) => Response | undefined;

const server =
  (extra: Handler = () => undefined) =>
  (call: MockCall) =>
    extra(call) ??
    (call.url.startsWith(REFERENCE_DATA_PATHS.containerSizeCategories) ? json(SIZES) : listPage(SLABS));

/** 'view-masters|Masters' … 'delete-masters|Masters': a masters clerk, not the business admin. */
const MASTERS_CLERK = (['view', 'create', 'update', 'delete'] as const).map(
  (a) => MASTERS_ACCESS[a][0] ?? '',
);

const renderPage = (permissions: readonly string[] = MASTERS_CLERK) =>
  renderDashboardPage(<WeightSlabsPage />, permissions);

/** Opens a Mantine Select and picks an option of its own list. */
const choose = async (combobox: HTMLElement, name: string) => {
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error('the list did not open');
    return list;
  });
  fireEvent.click(within(listbox).getByRole('option', { name, hidden: true }));
};

const openForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'New weight slab' }));
  return screen.findByRole('dialog', { name: 'New weight slab' });
};

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);
const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('WeightSlabsPage list', () => {
  it('shows each slab by the SPEC §5 display rule, with type and container size', async () => {
    const { calls } = mockFetch(server());
    renderPage();
    const table = await screen.findByRole('table', { name: 'Weight slabs' });
    expect(await within(table).findByText('0 Kgs - 45 Kgs')).toBeTruthy();
    expect(within(table).getByText('45 Kgs - 100 Kgs')).toBeTruthy();
    expect(within(table).getByText('100 Lbs +')).toBeTruthy();
    expect(within(table).queryByText('server text')).toBeNull();
    expect(within(table).getByText("20' Standard")).toBeTruthy();
    expect(within(table).getAllByText('Air')).toHaveLength(2);
    expect(calls[0]?.url).toBe(`${PATH}?page=1&pageSize=10&sort=min&order=asc`);
  });

  it('filters by type and unit on the server, and says when nothing matches', async () => {
    const { calls } = mockFetch(server((call) => (call.url.includes('type=sea') ? listPage([]) : undefined)));
    renderPage();
    await screen.findByText('0 Kgs - 45 Kgs');
    await choose(screen.getByRole('combobox', { name: 'Filter by type' }), 'Sea');
    expect(await screen.findByText('No weight slabs match the search and filters.')).toBeTruthy();
    await choose(screen.getByRole('combobox', { name: 'Filter by unit' }), 'Lbs');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        `${PATH}?page=1&pageSize=10&sort=min&order=asc&type=sea&measurementIn=Lbs`,
      ),
    );
  });

  it('invites the first slab when there is none', async () => {
    mockFetch(() => listPage([]));
    renderPage();
    expect(
      await screen.findByText('No weight slabs yet. Add the weight bands your rates are quoted in.'),
    ).toBeTruthy();
  });

  it('asks before deleting, then shows the SPEC §8 success dialog', async () => {
    const { calls } = mockFetch(
      server((call) =>
        call.method === 'DELETE' ? json({ success: true, message: MESSAGES.deleteSuccess }) : undefined,
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 45 to 100' }));
    expect(await screen.findByText("Delete the weight slab '45 to 100' (45 Kgs - 100 Kgs)?")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.successTitle });
    expect(within(dialog).getByText(MESSAGES.deleteSuccess)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`${PATH}/2`);
  });

  it("shows 'Forbidden Deletion' when the server refuses a delete", async () => {
    mockFetch(
      server((call) =>
        call.method === 'DELETE'
          ? json({ success: false, error: '', message: 'The slab is used by 3 valid rates', errors: [] }, 409)
          : undefined,
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Heavy' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.forbiddenDeletion });
    expect(within(dialog).getByText('The slab is used by 3 valid rates')).toBeTruthy();
  });

  it('offers no changes to a user who may only view', async () => {
    mockFetch(server());
    renderPage(MASTERS_ACCESS.view.slice(0, 1));
    expect(await screen.findByText('0 Kgs - 45 Kgs')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New weight slab' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });

  it('tells a user without the view permission instead of calling the server', () => {
    const { calls } = mockFetch(server());
    renderPage([]);
    expect(screen.getByText('You do not have permission to open Weight Slabs.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('WeightSlabFormModal: every SPEC §5 message under its field', () => {
  it('shows the messages of an empty form and sends nothing', async () => {
    const { calls } = mockFetch(server());
    renderPage();
    const dialog = await openForm();
    save(dialog);
    expect(await within(dialog).findByText('Type is required')).toBeTruthy();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('At least one of min or max weight is required')).toBeTruthy();
    expect(within(dialog).getByText('Unit is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it.each([
    ['a one-letter name', /^Name/, 'A', 'Name must be at least 2 characters'],
    ['a 51-letter name', /^Name/, 'x'.repeat(51), 'Name must not exceed 50 characters'],
    ['a negative min', /^Min weight/, '-1', 'Min weight must be greater than or equal to 0'],
    ['text as min', /^Min weight/, 'ten', 'Please enter a valid number'],
    ['a negative max', /^Max weight/, '-5', 'Max weight must be greater than or equal to 0'],
    ['text as max', /^Max weight/, '4,5', 'Please enter a valid number'],
  ])('%s', async (_case, label, value, message) => {
    mockFetch(server());
    renderPage();
    const dialog = await openForm();
    type(dialog, label, value);
    save(dialog);
    const shown = await within(dialog).findByText(message);
    // Under the field it is about: Mantine links the error to its input.
    expect(field(dialog, label).getAttribute('aria-describedby')).toContain(shown.id);
  });

  it('shows the max-above-min message under max', async () => {
    mockFetch(server());
    renderPage();
    const dialog = await openForm();
    type(dialog, /^Min weight/, '100');
    type(dialog, /^Max weight/, '45');
    save(dialog);
    const shown = await within(dialog).findByText('Max weight must be greater than min weight');
    expect(field(dialog, /^Max weight/).getAttribute('aria-describedby')).toContain(shown.id);
    expect(WEIGHT_SLAB_MESSAGES.maxNotAboveMin).toBe(shown.textContent);
  });
});

describe('WeightSlabFormModal: saving', () => {
  it('sends the parsed slab, and shows an overlap refusal under its field', async () => {
    const { calls } = mockFetch(
      server((call) =>
        call.method === 'POST'
          ? fieldErrors(
              409,
              'Conflict',
              "This range overlaps the weight slab '45 to 100' (45 Kgs - 100 Kgs)",
              { min: "This range overlaps the weight slab '45 to 100' (45 Kgs - 100 Kgs)" },
            )
          : undefined,
      ),
    );
    renderPage();
    const dialog = await openForm();
    await choose(field(dialog, /^Type/), 'Air');
    type(dialog, /^Name/, '  Between  ');
    type(dialog, /^Min weight/, '50');
    type(dialog, /^Max weight/, '60.5');
    await choose(field(dialog, /^Unit/), 'Kgs');
    save(dialog);
    expect(
      await within(dialog).findByText("This range overlaps the weight slab '45 to 100' (45 Kgs - 100 Kgs)"),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'air',
      name: 'Between',
      min: 50,
      max: 60.5,
      measurementIn: 'Kgs',
    });
    expect(screen.queryByRole('dialog', { name: 'Conflict' })).toBeNull();
  });

  it('shows a refusal that names no field in the SPEC §8 default dialog, keeping the form open', async () => {
    const reason = 'Weight slabs are being rebuilt; try again in a minute';
    mockFetch(
      server((call) =>
        call.method === 'POST'
          ? json(
              {
                success: false,
                error: 'Bad Request',
                message: 'Invalid request',
                errors: [{ defaultMessage: reason }],
              },
              400,
            )
          : undefined,
      ),
    );
    renderPage();
    const dialog = await openForm();
    await choose(field(dialog, /^Type/), 'Air');
    type(dialog, /^Name/, 'Any');
    type(dialog, /^Max weight/, '45');
    await choose(field(dialog, /^Unit/), 'Kgs');
    save(dialog);
    const error = await screen.findByRole('dialog', { name: 'Bad Request' });
    expect(error.textContent).toContain(reason);
    expect(screen.getByRole('dialog', { name: 'New weight slab' })).toBeTruthy();
  });

  it('offers a container size for sea slabs only, and edits a slab with its values', async () => {
    const { calls } = mockFetch(
      server((call) =>
        call.method === 'PUT' ? json({ success: true, data: { item: SLABS[2] } }) : undefined,
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Heavy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit weight slab' });
    expect((field(dialog, /^Min weight/) as HTMLInputElement).value).toBe('100');
    const size = within(dialog).getByRole('combobox', { name: 'Container size' });
    await waitFor(() => expect((size as HTMLInputElement).value).toBe("20' Standard (22G1)"));
    save(dialog);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `${PATH}/3`,
      body: { type: 'sea', name: 'Heavy', min: 100, measurementIn: 'Lbs', containerSizeId: 5 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit weight slab' })).toBeNull());

    const created = await openForm();
    expect(within(created).queryByRole('combobox', { name: 'Container size' })).toBeNull();
    await choose(field(created, /^Type/), 'Sea');
    expect(await within(created).findByRole('combobox', { name: 'Container size' })).toBeTruthy();
  });
});

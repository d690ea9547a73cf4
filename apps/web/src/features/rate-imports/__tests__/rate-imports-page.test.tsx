import {
  PERMISSIONS,
  RATE_PATHS,
  RATE_ROUTES,
  type RateImport,
  type RateImportMappingRequest,
  type RateImportRow,
  type RateImportTemplate,
  REFERENCE_DATA_PATHS,
  ratePath,
  UPLOAD_FIELD,
  VENDOR_PATHS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage, messageAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { pickedFile } from '../../../test/files';
import { CONTAINER_SIZE_CATEGORIES } from '../../../test/reference-fixtures';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { headerNames } from '../../../test/table-headers';
import { getRateImportQueryOptions, IMPORT_POLL_MS } from '../api/get-rate-import';
import { RateImportsPage } from '../pages/rate-imports-page';

const ID = 41;
const HEADERS = [
  'POL',
  'POD',
  'Carrier',
  '20GP',
  '40GP',
  'Currency',
  'Valid From',
  'Valid To',
  'Transit Time',
];

const PROPOSED: RateImportMappingRequest = {
  sheets: [
    {
      name: 'Rates',
      headerRow: 1,
      columns: [
        { column: 1, header: 'POL', target: 'originPort', containerSizeId: null },
        { column: 2, header: 'POD', target: 'destinationPort', containerSizeId: null },
        { column: 3, header: 'Carrier', target: 'shippingLine', containerSizeId: null },
        { column: 4, header: '20GP', target: 'sizePrice', containerSizeId: 5 },
        { column: 5, header: '40GP', target: 'sizePrice', containerSizeId: 6 },
        { column: 6, header: 'Currency', target: 'currency', containerSizeId: null },
        { column: 7, header: 'Valid From', target: 'validFrom', containerSizeId: null },
        { column: 8, header: 'Valid To', target: 'validTill', containerSizeId: null },
        { column: 9, header: 'Transit Time', target: 'ignore', containerSizeId: null },
      ],
    },
  ],
  defaults: { mode: 'sea' },
  saveAsTemplate: false,
  templateName: null,
};

const importOf = (overrides: Partial<RateImport>): RateImport => ({
  id: ID,
  fileName: 'swift-rates.xlsx',
  vendorId: 31,
  vendorName: 'Swift Carriers',
  status: 'reading',
  progress: 0,
  layout: null,
  proposedMapping: null,
  templateId: null,
  report: null,
  preview: null,
  failure: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

const LAYOUT: RateImport['layout'] = {
  sheets: [
    {
      name: 'Rates',
      hidden: false,
      headerRow: 1,
      headers: HEADERS.map((header, i) => ({ column: i + 1, header })),
      rowCount: 4,
      hiddenRows: [4],
    },
    {
      name: 'Notes',
      hidden: true,
      headerRow: 1,
      headers: [{ column: 1, header: 'Remark' }],
      rowCount: 1,
      hiddenRows: [],
    },
  ],
  notices: ["Sheet 'Notes' is hidden"],
};

const MAPPING = importOf({ status: 'mapping', progress: 100, layout: LAYOUT, proposedMapping: PROPOSED });

const PREVIEWED = importOf({
  status: 'previewed',
  progress: 100,
  layout: LAYOUT,
  proposedMapping: PROPOSED,
  report: {
    totalRows: 4,
    goodRows: 3,
    badRows: 1,
    errors: [{ sheet: 'Rates', row: 3, column: 'A', field: 'Origin Port', reason: "Unknown port 'XXABC'" }],
    errorCount: 1,
    hiddenRows: [{ sheet: 'Rates', row: 4 }],
    hiddenSheets: [],
  },
  preview: { new: 2, changed: 1, unchanged: 0, supersedes: 0 },
});

const ROW: RateImportRow = {
  id: 1,
  sheetName: 'Rates',
  rowNumber: 2,
  action: 'changed',
  lane: 'Shanghai (CNSHA) → Jebel Ali (AEJEA)',
  unit: "20' Standard",
  shippingLineName: 'Maersk',
  currency: 'USD',
  buyRate: '1150.00',
  sellRate: null,
  existingBuyRate: '1200.00',
  existingSellRate: null,
  validFrom: '2026-12-01',
  validTill: '2026-12-31',
};

const TEMPLATE: RateImportTemplate = {
  id: 8,
  name: 'Swift Carriers',
  vendorId: 31,
  vendorName: 'Swift Carriers',
  headers: [HEADERS],
  mapping: PROPOSED.sheets,
  defaults: { mode: 'sea' },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

const items = (list: unknown[]) => json({ success: true, data: { items: list } });
const IMPORT_PATH = ratePath(RATE_PATHS.rateImport, ID);

/** The reference reads the pickers make, the lists, then `handle` for the import's own calls. */
const routes = (handle: (call: MockCall) => Response | undefined) => (call: MockCall) => {
  const path = pathOf(call.url);
  const answer = handle(call);
  if (answer) return answer;
  if (path === REFERENCE_DATA_PATHS.containerSizeCategories) return items(CONTAINER_SIZE_CATEGORIES);
  if (path === REFERENCE_DATA_PATHS.currencies) return items([{ code: 'USD', name: 'US Dollar' }]);
  if (path === REFERENCE_DATA_PATHS.shippingCompanies) return items([]);
  if (path === VENDOR_PATHS.list) return listPage([{ id: 31, name: 'Swift Carriers' }]);
  if (path === RATE_PATHS.rateImports) return listPage([]);
  if (path === RATE_PATHS.rateImportTemplates) return listPage([]);
  if (path === ratePath(RATE_PATHS.rateImportRows, ID)) return listPage([ROW]);
  return fieldErrors(404, 'Not_Found', `no answer for ${call.method} ${call.url}`);
};

const renderPage = (
  path: string = RATE_ROUTES.imports,
  permissions: string[] = [PERMISSIONS.businessAdmin],
) => renderDashboardPage(<RateImportsPage />, permissions, path);

const callsTo = (calls: MockCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && pathOf(c.url) === path);

describe('RateImportsPage', () => {
  it('uploads a vendor sheet, shows the reading progress, then the proposed mapping and PUTs it', async () => {
    let current = importOf({ status: 'reading', progress: 0 });
    const { calls } = mockFetch(
      routes((call) => {
        if (call.method === 'POST' && pathOf(call.url) === RATE_PATHS.rateImports)
          return itemAnswer(current, 201);
        if (call.method === 'GET' && call.url === IMPORT_PATH) return itemAnswer(current);
        if (call.method === 'PUT') {
          current = importOf({ status: 'parsing', progress: 30, layout: LAYOUT });
          return itemAnswer(current);
        }
        return undefined;
      }),
    );
    renderPage();
    const user = userEvent.setup();
    const vendor = await screen.findByRole('combobox', { name: /^Vendor/ });
    await user.click(vendor);
    await user.click(await screen.findByRole('option', { name: 'Swift Carriers', hidden: true }));
    fireEvent.change(screen.getByLabelText('Rate sheet file'), {
      target: {
        files: [
          pickedFile('swift-rates.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
        ],
      },
    });

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    const [upload] = callsTo(calls, 'POST', RATE_PATHS.rateImports);
    // The vendor goes before the file: the server reads it before it stores the bytes.
    expect([...(upload?.form?.keys() ?? [])]).toEqual(['vendorId', UPLOAD_FIELD]);
    expect(upload?.form?.get('vendorId')).toBe('31');
    expect((upload?.form?.get(UPLOAD_FIELD) as File | null)?.name).toBe('swift-rates.xlsx');

    current = importOf({ status: 'reading', progress: 60 });
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe(
        '60',
      ),
    );
    current = MAPPING;
    const columns = await screen.findByRole('table', { name: 'Columns of Rates' });
    expect(headerNames(columns)).toEqual(['Column', 'Header', 'Maps to', 'Container Size']);
    expect((within(columns).getByLabelText('POL maps to') as HTMLSelectElement).value).toBe('originPort');
    expect((within(columns).getByLabelText('20GP maps to') as HTMLSelectElement).value).toBe('sizePrice');
    await waitFor(() =>
      expect((within(columns).getByLabelText('20GP container size') as HTMLInputElement).value).toBe(
        "20' Standard (22G1)",
      ),
    );
    expect(screen.getByText("Sheet 'Notes' is hidden")).toBeTruthy();
    expect(screen.getByText('1 hidden row (4) is read like the others.')).toBeTruthy();
    expect(screen.getByText("Sheet 'Notes' is hidden in the file; its rows are read too.")).toBeTruthy();

    await user.selectOptions(within(columns).getByLabelText('Transit Time maps to'), 'transitDays');
    await user.click(screen.getByRole('checkbox', { name: /Save as template for this vendor/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', ratePath(RATE_PATHS.rateImportMapping, ID))).toHaveLength(1),
    );
    const body = callsTo(calls, 'PUT', ratePath(RATE_PATHS.rateImportMapping, ID))[0]
      ?.body as RateImportMappingRequest;
    expect(body.sheets).toHaveLength(1);
    expect(body.sheets[0]?.columns[8]).toEqual({
      column: 9,
      header: 'Transit Time',
      target: 'transitDays',
      containerSizeId: null,
    });
    expect(body.defaults).toMatchObject({ mode: 'sea', currency: null, validFrom: null });
    expect(body.saveAsTemplate).toBe(true);
    expect(await screen.findByText('Checking the rows against your current rates…')).toBeTruthy();
  });

  it("shows the server's refusal of a mapping where it belongs", async () => {
    const { calls } = mockFetch(
      routes((call) => {
        if (call.method === 'GET' && call.url === IMPORT_PATH)
          return itemAnswer({ ...MAPPING, vendorId: null, vendorName: null });
        if (call.method === 'PUT')
          return fieldErrors(400, 'Bad Request', 'Map a column to Currency', {
            'defaults.currency': 'Map a column to Currency or choose a default Currency',
            'sheets.0.columns': 'Map a column to Origin Port',
          });
        return undefined;
      }),
    );
    renderPage(`${RATE_ROUTES.imports}?import=${ID}`);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Columns of Rates' });
    // Without a vendor a saved mapping needs a name, asked before anything is sent.
    await user.click(screen.getByRole('checkbox', { name: 'Save as template' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Name the template: this import has no vendor')).toBeTruthy();
    expect(callsTo(calls, 'PUT', ratePath(RATE_PATHS.rateImportMapping, ID))).toHaveLength(0);

    await user.type(screen.getByLabelText(/Template name/), 'Shanghai tariff');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Map a column to Currency or choose a default Currency')).toBeTruthy();
    const sheet = screen.getByRole('region', { name: 'Sheet Rates' });
    expect(within(sheet).getByText('Map a column to Origin Port')).toBeTruthy();
    const body = callsTo(calls, 'PUT', ratePath(RATE_PATHS.rateImportMapping, ID))[0]
      ?.body as RateImportMappingRequest;
    expect(body.templateName).toBe('Shanghai tariff');
  });

  it('reports counts, errors and the preview, and imports the good rows after asking', async () => {
    let current = PREVIEWED;
    const { calls } = mockFetch(
      routes((call) => {
        if (call.method === 'GET' && call.url === IMPORT_PATH) return itemAnswer(current);
        if (call.method === 'POST' && pathOf(call.url) === ratePath(RATE_PATHS.rateImportCommit, ID)) {
          current = { ...PREVIEWED, status: 'imported' };
          return itemAnswer(current);
        }
        return undefined;
      }),
    );
    renderPage(`${RATE_ROUTES.imports}?import=${ID}`);
    const user = userEvent.setup();
    expect(within(await screen.findByRole('group', { name: 'New' })).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Changed' })).getByText('1')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Bad rows' })).getByText('1')).toBeTruthy();
    const errors = screen.getByRole('table', { name: 'Errors' });
    expect(headerNames(errors)).toEqual(['Row', 'Column', 'Field', 'Reason']);
    expect(within(errors).getByText("Unknown port 'XXABC'")).toBeTruthy();
    expect(screen.getByText(/1 hidden row read like the others: Rates 4/)).toBeTruthy();

    const preview = await screen.findByRole('table', { name: 'New rates' });
    expect(await within(preview).findByText('Shanghai (CNSHA) → Jebel Ali (AEJEA)')).toBeTruthy();
    expect(within(preview).getByText('1200.00 USD → 1150.00 USD')).toBeTruthy();
    await waitFor(() =>
      expect(
        paramsOf(callsTo(calls, 'GET', ratePath(RATE_PATHS.rateImportRows, ID))[0]?.url ?? ''),
      ).toMatchObject({
        action: 'new',
        page: '1',
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'Changed (1)' }));
    await waitFor(() =>
      expect(
        paramsOf(callsTo(calls, 'GET', ratePath(RATE_PATHS.rateImportRows, ID)).at(-1)?.url ?? ''),
      ).toMatchObject({ action: 'changed' }),
    );

    await user.click(screen.getByRole('button', { name: 'Import 3 good rows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import 3 good rows' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(
        'swift-rates.xlsx: 2 new, 1 changed and 0 superseding rates written; 0 unchanged.',
      ),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', ratePath(RATE_PATHS.rateImportCommit, ID))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open the Rates list' }).getAttribute('href')).toBe(
      RATE_ROUTES.validRates,
    );
  });

  it('imports none only when confirmed', async () => {
    let current = PREVIEWED;
    const { calls } = mockFetch(
      routes((call) => {
        if (call.method === 'GET' && call.url === IMPORT_PATH) return itemAnswer(current);
        if (call.method === 'POST') {
          current = { ...PREVIEWED, status: 'discarded' };
          return itemAnswer(current);
        }
        return undefined;
      }),
    );
    renderPage(`${RATE_ROUTES.imports}?import=${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import none' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import none' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Import none' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Import none' })).getByRole('button', {
        name: 'Import none',
      }),
    );
    expect(await screen.findByText('None of the rows of swift-rates.xlsx was imported.')).toBeTruthy();
    expect(pathOf(calls.filter((c) => c.method === 'POST')[0]?.url ?? '')).toBe(
      ratePath(RATE_PATHS.rateImportDiscard, ID),
    );
  });

  it("says the vendor's saved mapping was used and skips the mapping step", async () => {
    mockFetch(
      routes((call) =>
        call.method === 'GET' && call.url === IMPORT_PATH
          ? itemAnswer({ ...PREVIEWED, templateId: 8 })
          : undefined,
      ),
    );
    renderPage(`${RATE_ROUTES.imports}?import=${ID}`);
    expect(
      await screen.findByText(
        /The saved mapping of Swift Carriers was used: no mapping step for this\s+sheet\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Columns of Rates' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import 3 good rows' })).toBeTruthy();
  });

  it("shows a failed import's reason", async () => {
    mockFetch(
      routes((call) =>
        call.method === 'GET' && call.url === IMPORT_PATH
          ? itemAnswer(importOf({ status: 'failed', failure: 'The workbook is damaged and cannot be read' }))
          : undefined,
      ),
    );
    renderPage(`${RATE_ROUTES.imports}?import=${ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Import failed');
    expect(alert.textContent).toContain('The workbook is damaged and cannot be read');
  });

  it('lists past imports and deletes a vendor template after asking', async () => {
    const past = { ...PREVIEWED, status: 'imported' as const };
    const { calls } = mockFetch(
      routes((call) => {
        const path = pathOf(call.url);
        if (call.method === 'GET' && path === RATE_PATHS.rateImports) return listPage([past]);
        if (call.method === 'GET' && path === RATE_PATHS.rateImportTemplates) return listPage([TEMPLATE]);
        if (call.method === 'DELETE') return messageAnswer('Successfully Deleted.');
        return undefined;
      }),
    );
    renderPage();
    const user = userEvent.setup();
    const imports = await screen.findByRole('table', { name: 'Past imports' });
    const row = (await within(imports).findByText('swift-rates.xlsx')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Imported')).toBeTruthy();
    expect(within(row).getByText('3 good, 1 bad')).toBeTruthy();
    expect(within(row).getByText('Swift Carriers')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'swift-rates.xlsx' }).getAttribute('href')).toContain(
      `import=${ID}`,
    );
    expect(paramsOf(callsTo(calls, 'GET', RATE_PATHS.rateImports)[0]?.url ?? '')).toMatchObject({
      sort: 'createdAt',
      order: 'desc',
    });

    const templates = await screen.findByRole('table', { name: 'Vendor templates' });
    await within(templates).findByText('Rates');
    await user.click(within(templates).getByRole('button', { name: 'Delete Swift Carriers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain("Delete the template 'Swift Carriers'?");
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(calls, 'DELETE', ratePath(RATE_PATHS.rateImportTemplate, TEMPLATE.id))).toHaveLength(1),
    );
  });

  it('asks again while a job works on the import, and stops once it waits for the user or has ended', () => {
    const { refetchInterval } = getRateImportQueryOptions(ID);
    const intervalAt = (status: RateImport['status']) =>
      typeof refetchInterval === 'function'
        ? refetchInterval({ state: { data: importOf({ status }) } } as Parameters<typeof refetchInterval>[0])
        : refetchInterval;
    expect(['reading', 'parsing', 'loading'].map((s) => intervalAt(s as RateImport['status']))).toEqual([
      IMPORT_POLL_MS,
      IMPORT_POLL_MS,
      IMPORT_POLL_MS,
    ]);
    expect(
      ['mapping', 'previewed', 'imported', 'discarded', 'failed'].map((s) =>
        intervalAt(s as RateImport['status']),
      ),
    ).toEqual([false, false, false, false, false]);
  });

  it('says so to a user without the Valid Rates view permission', async () => {
    mockFetch(routes(() => undefined));
    renderPage(RATE_ROUTES.imports, []);
    expect(await screen.findByText('You do not have permission to open Rate Imports.')).toBeTruthy();
  });
});

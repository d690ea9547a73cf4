import {
  ACCOUNTS_ACCESS,
  enquiryPath,
  JOB_PATHS,
  type JobCosting,
  VENDOR_BILL_PATHS,
  type VendorBillListItem,
} from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../../../test/answers';
import { mockFetch, pathOf } from '../../../../../test/fetch-mock';
import { storedFile } from '../../../../../test/files';
import { renderDashboardPage } from '../../../../../test/render-dashboard';
import { JobCostsPanel } from '../job-costs-panel';

const costing: JobCosting = {
  jobId: 7,
  currency: 'USD',
  lines: [
    {
      key: 'freight',
      label: 'Ocean freight',
      currency: 'USD',
      buy: '800.00',
      exchangeRate: '1',
      estimated: '800.00',
      actual: '850.00',
      difference: '50.00',
    },
  ],
  sell: '1000.00',
  estimatedCost: '800.00',
  actualCost: '850.00',
  difference: '50.00',
  estimatedProfit: '200.00',
  actualProfit: '150.00',
  draftBillCount: 0,
};

const bill: VendorBillListItem = {
  id: 3,
  billNumber: 'BOL-1',
  status: 'approved',
  version: 1,
  vendor: { id: 1, name: 'Blue Ocean Lines' },
  job: { id: 7, reference: 'JOB-2026-000007' },
  billDate: '2026-11-20',
  dueDate: '2026-11-30',
  currency: 'USD',
  exchangeRate: '1',
  subtotal: '850.00',
  taxTotal: '0.00',
  total: '850.00',
  baseSubtotal: '850.00',
  paidTotal: '0.00',
  balance: '850.00',
  isOverdue: false,
  daysOverdue: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe("the job's costs tab", () => {
  it('shows estimated beside actual cost and profit, and pays an approved bill', async () => {
    const { calls } = mockFetch((call) => {
      const path = pathOf(call.url);
      if (path === enquiryPath(VENDOR_BILL_PATHS.jobCosting, { id: 7 })) return itemAnswer(costing);
      if (path === enquiryPath(VENDOR_BILL_PATHS.jobVendorBills, { id: 7 })) return listPage([bill]);
      return itemAnswer({ ...bill, status: 'paid', lines: [], payments: [], history: [] }, 201);
    });
    renderDashboardPage(<JobCostsPanel jobId={7} />, [...ACCOUNTS_ACCESS.create, ...ACCOUNTS_ACCESS.update]);
    const table = await screen.findByRole('table', { name: 'Estimated and actual cost' });
    expect(within(table).getByRole('row', { name: /Ocean freight/ }).textContent).toContain('850.00');
    expect(screen.getByText('Estimated profit').nextSibling?.textContent).toContain('200.00');
    expect(screen.getByText('Actual profit').nextSibling?.textContent).toContain('150.00');

    await userEvent.click(await screen.findByRole('button', { name: 'Pay BOL-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay vendor bill BOL-1' });
    expect(within(dialog).getByLabelText(/Amount/)).toHaveProperty('value', '850.00');
    await userEvent.type(within(dialog).getByLabelText(/Reference/), 'WIRE-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        amount: '850.00',
        reference: 'WIRE-1',
      }),
    );
  });

  it("records a draft bill from the expected costs, with the vendor's bill from the job's documents", async () => {
    const scan = {
      ...storedFile({ id: 41, collection: 'additional_documents', originalName: 'BOL-2 invoice.pdf' }),
      sharedWithCustomer: false,
      uploadedBy: null,
    };
    const { calls } = mockFetch((call) => {
      const path = pathOf(call.url);
      if (path === enquiryPath(VENDOR_BILL_PATHS.jobCosting, { id: 7 })) return itemAnswer(costing);
      if (path === enquiryPath(VENDOR_BILL_PATHS.jobVendorBills, { id: 7 }) && call.method === 'GET')
        return listPage([]);
      if (path === VENDOR_BILL_PATHS.accountsVendors) return listPage([{ id: 1, name: 'Blue Ocean Lines' }]);
      if (path === enquiryPath(JOB_PATHS.documents, { id: 7 })) return listPage([scan]);
      return itemAnswer({ ...bill, status: 'draft', lines: [], payments: [], history: [] }, 201);
    });
    renderDashboardPage(<JobCostsPanel jobId={7} />, [...ACCOUNTS_ACCESS.create, ...ACCOUNTS_ACCESS.view]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record vendor bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record vendor bill' });
    await waitFor(() =>
      expect(within(dialog).getAllByRole('option', { name: 'Blue Ocean Lines' })).toHaveLength(1),
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Vendor/), 'Blue Ocean Lines');
    await user.type(within(dialog).getByLabelText(/^Bill number/), 'BOL-2');
    expect(within(dialog).getByLabelText('Line 1 amount')).toHaveProperty('value', '800.00');
    await waitFor(() =>
      expect(within(dialog).getAllByRole('option', { name: 'BOL-2 invoice.pdf' })).toHaveLength(1),
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Bill document/), 'BOL-2 invoice.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft bill' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        vendorId: 1,
        billNumber: 'BOL-2',
        documentFileId: 41,
        lines: [{ label: 'Ocean freight', amount: '800.00', sourceLineKey: 'freight' }],
      }),
    );
  });

  it('corrects a draft bill whole at its version, and deletes a draft once confirmed', async () => {
    const draft = { ...bill, status: 'draft' as const, version: 2 };
    const whole = {
      ...draft,
      lines: [
        {
          label: 'Ocean freight',
          amount: '850.00',
          taxRate: '',
          tax: '0.00',
          baseAmount: '850.00',
          sourceLineKey: 'freight',
        },
      ],
      notes: null,
      documentFileId: null,
      createdBy: null,
      approvedBy: null,
      approvedAt: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
      payments: [],
      history: [],
    };
    const { calls } = mockFetch((call) => {
      const path = pathOf(call.url);
      if (path === enquiryPath(VENDOR_BILL_PATHS.jobCosting, { id: 7 })) return itemAnswer(costing);
      if (path === enquiryPath(VENDOR_BILL_PATHS.jobVendorBills, { id: 7 })) return listPage([draft]);
      if (path === VENDOR_BILL_PATHS.accountsVendors) return listPage([{ id: 1, name: 'Blue Ocean Lines' }]);
      if (path === enquiryPath(JOB_PATHS.documents, { id: 7 })) return listPage([]);
      if (call.method === 'DELETE') return itemAnswer({});
      return itemAnswer(whole);
    });
    renderDashboardPage(<JobCostsPanel jobId={7} />, [
      ...ACCOUNTS_ACCESS.update,
      ...ACCOUNTS_ACCESS.delete,
      ...ACCOUNTS_ACCESS.view,
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit BOL-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit vendor bill BOL-1' });
    expect(within(dialog).getByLabelText('Line 1 amount')).toHaveProperty('value', '850.00');
    await user.clear(within(dialog).getByLabelText('Line 1 amount'));
    await user.type(within(dialog).getByLabelText('Line 1 amount'), '845.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft bill' }));
    await waitFor(() => {
      const put = calls.find((c) => c.method === 'PUT');
      expect(pathOf(put?.url ?? '')).toBe(enquiryPath(VENDOR_BILL_PATHS.vendorBill, { id: 3 }));
      expect(put?.body).toMatchObject({
        version: 2,
        vendorId: 1,
        lines: [{ amount: '845.50', sourceLineKey: 'freight' }],
      });
    });

    await user.click(await screen.findByRole('button', { name: 'Delete BOL-1' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete draft bill BOL-1?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() =>
      expect(pathOf(calls.find((c) => c.method === 'DELETE')?.url ?? '')).toBe(
        enquiryPath(VENDOR_BILL_PATHS.vendorBill, { id: 3 }),
      ),
    );
  });
});

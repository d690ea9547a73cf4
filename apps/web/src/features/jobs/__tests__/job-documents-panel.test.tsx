import {
  DOCUMENTATION_ACCESS,
  type JobDocument,
  jobDocumentSchema,
  OPERATIONS_ACCESS,
  PERMISSIONS,
  uploadPermission,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { fileAnswer, storedFile } from '../../../test/files';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { JobDocumentsPanel } from '../components/documents/job-documents-panel';
import { jobFixture } from './job-fixtures';

const JOB = '/api/v1/jobs/9';
const DOCUMENTS = `${JOB}/documents`;
const MINE = '/api/v1/my-jobs/9/documents';
const DOCUMENTATION = [DOCUMENTATION_ACCESS.view[0] as string, DOCUMENTATION_ACCESS.create[0] as string];

const documentFixture = (
  overrides: Partial<JobDocument> & Pick<JobDocument, 'id' | 'collection'>,
): JobDocument => ({
  ...storedFile(overrides),
  sharedWithCustomer: false,
  uploadedBy: { id: 5, fullName: 'Dana Documentation' },
  ...overrides,
});

const hbl = documentFixture({ id: 1, collection: 'HBL', originalName: 'HBL.pdf', sharedWithCustomer: true });
const sheet = documentFixture({
  id: 2,
  collection: 'additional_documents',
  fileType: 'CSHT',
  originalName: 'costs.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

/** The panel's calls: the job and its documents as GETs, `write` for everything else. */
function serve(
  documents: JobDocument[],
  write: (call: MockCall) => Response | Promise<Response> = () => json({ success: true }),
  job = jobFixture(),
) {
  return mockFetch((call) => {
    const path = pathOf(call.url);
    if (call.method === 'GET' && path === JOB) return itemAnswer(job);
    if (call.method === 'GET' && (path === DOCUMENTS || path === MINE))
      return json({ success: true, data: { items: documents } });
    if (call.method === 'GET') return fileAnswer('application/pdf');
    return write(call);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the job documents panel', () => {
  it('answers with fixtures the domain schema accepts', () => {
    for (const d of [hbl, sheet]) expect(jobDocumentSchema.safeParse(d).success).toBe(true);
  });

  it('lists the documents by collection with the staff actions their permissions allow', async () => {
    serve([hbl, sheet]);
    renderDashboardPage(<JobDocumentsPanel jobId={9} door="staff" />, DOCUMENTATION);
    const bills = await screen.findByRole('region', { name: 'House bill of lading' });
    expect(within(bills).getByText('HBL.pdf')).toBeTruthy();
    expect(within(bills).getByRole('button', { name: 'Preview HBL.pdf' })).toBeTruthy();
    expect(within(bills).getByRole('button', { name: 'Delete HBL.pdf' })).toBeTruthy();
    expect(screen.getByText('No master bill of lading yet.')).toBeTruthy();
    const additional = screen.getByRole('region', { name: 'Additional document' });
    expect(within(additional).getByText('COST SHEET')).toBeTruthy();
    expect(within(additional).getByRole('button', { name: 'Convert costs.xlsx to PDF' })).toBeTruthy();
    // A cost sheet needs its own upload permission to be removed.
    expect(within(additional).queryByRole('button', { name: 'Delete costs.xlsx' })).toBeNull();
    expect(within(additional).queryByRole('button', { name: 'Preview costs.xlsx' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download all (zip)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'HBL draft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeTruthy();
  });

  it('offers in the upload only the collections and file types the user may upload', async () => {
    serve([]);
    renderDashboardPage(<JobDocumentsPanel jobId={9} door="staff" />, [
      DOCUMENTATION_ACCESS.view[0] as string,
      uploadPermission('upload-cost-sheet'),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a document' });
    await user.click(within(dialog).getByRole('combobox', { name: /Collection/ }));
    expect(await screen.findByRole('option', { name: 'Additional document', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'House bill of lading', hidden: true })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Delivery order', hidden: true })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: /File type/ }));
    expect(await screen.findByRole('option', { name: 'COST SHEET', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'OTHER', hidden: true })).toBeNull();
    expect(screen.queryByRole('option', { name: 'SHIPPING BILL', hidden: true })).toBeNull();
  });

  it('shares a document, and deletes one only after confirmation', async () => {
    const { calls } = serve([hbl, { ...sheet, fileType: 'OTHER' }], (call) =>
      call.method === 'DELETE' && pathOf(call.url) === `${DOCUMENTS}/2`
        ? json({ success: true, message: 'Successfully Deleted.' })
        : itemAnswer({ ...sheet, sharedWithCustomer: true }),
    );
    renderDashboardPage(<JobDocumentsPanel jobId={9} door="staff" />, DOCUMENTATION);
    const share = await screen.findByRole('switch', { name: 'Share costs.xlsx with the customer' });
    fireEvent.click(share);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && pathOf(c.url) === `${DOCUMENTS}/2/share`)).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete costs.xlsx' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && pathOf(c.url) === `${DOCUMENTS}/2`)).toBe(true),
    );
  });

  it('releases the DO after confirmation at the version read', async () => {
    const job = jobFixture({
      version: 4,
      allowedMoves: [{ status: 'DORE', label: 'delivery order released' }],
    });
    const { calls } = serve(
      [],
      () =>
        itemAnswer({
          doNumber: 'DO-501',
          status: 'DORE',
          version: 5,
          document: documentFixture({ id: 3, collection: 'DO', sharedWithCustomer: true }),
        }),
      job,
    );
    renderDashboardPage(<JobDocumentsPanel jobId={9} door="staff" />, [
      ...DOCUMENTATION,
      OPERATIONS_ACCESS.update[0] as string,
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Release DO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the delivery order' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release DO' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && pathOf(c.url) === `${JOB}/release-do`)?.body).toEqual({
        version: 4,
        remarks: null,
      }),
    );
  });

  it('shows why the payment check holds the DO, and lets accounts release it with a reason', async () => {
    const job = jobFixture({
      version: 4,
      allowedMoves: [{ status: 'DORE', label: 'delivery order released' }],
    });
    const held = 'Outstanding on this job: INV-1001 AED 1050.00. Without credit the DO is released once paid';
    const { calls } = serve(
      [],
      (call) =>
        (call.body as { overrideReason?: string }).overrideReason
          ? itemAnswer({
              doNumber: 'DO-501',
              status: 'DORE',
              version: 5,
              document: documentFixture({ id: 3, collection: 'DO', sharedWithCustomer: true }),
            })
          : fieldErrors(409, 'Conflict', held, { payment: held }),
      job,
    );
    renderDashboardPage(<JobDocumentsPanel jobId={9} door="staff" />, [
      ...DOCUMENTATION,
      PERMISSIONS.releaseDoOnCredit,
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Release DO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the delivery order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release DO' }));
    expect(await within(dialog).findByText(held, { exact: false })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason to release on credit/), {
      target: { value: 'Paid by cheque' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release DO' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
        version: 4,
        remarks: null,
        overrideReason: 'Paid by cheque',
      }),
    );
  });

  it('offers no reason to release on credit to those without the override', async () => {
    serve([], () => json({ success: true }), jobFixture({ allowedMoves: [{ status: 'DORE', label: 'x' }] }));
    renderDashboardPage(<JobDocumentsPanel jobId={9} door="staff" />, DOCUMENTATION);
    fireEvent.click(await screen.findByRole('button', { name: 'Release DO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the delivery order' });
    expect(within(dialog).queryByLabelText(/Reason to release on credit/)).toBeNull();
  });

  it('shows the customer the shared documents to preview, download and zip, and nothing to change', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { calls } = serve([hbl], () => fileAnswer('application/zip'));
    renderDashboardPage(<JobDocumentsPanel jobId={9} door="customer" />, []);
    const bills = await screen.findByRole('region', { name: 'House bill of lading' });
    expect(screen.queryByRole('region', { name: 'Master bill of lading' })).toBeNull();
    expect(within(bills).queryByRole('switch')).toBeNull();
    expect(within(bills).queryByRole('button', { name: 'Delete HBL.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload document' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Release DO' })).toBeNull();
    expect(calls.some((c) => pathOf(c.url) === JOB)).toBe(false);

    fireEvent.click(within(bills).getByRole('button', { name: 'Preview HBL.pdf' }));
    const preview = await screen.findByTitle('HBL.pdf preview');
    expect(preview.getAttribute('src')).toContain('blob:document');
    const download = calls.find((c) => pathOf(c.url) === '/api/v1/downloadFile/1');
    expect(download?.headers.Authorization).toBe('Bearer t');

    fireEvent.click(screen.getByRole('button', { name: 'Download all (zip)' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && pathOf(c.url) === '/api/v1/my-jobs/9/documents/zip'),
      ).toBe(true),
    );
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
  });

  it('tells the customer when nothing is shared yet', async () => {
    serve([]);
    renderDashboardPage(<JobDocumentsPanel jobId={9} door="customer" />, []);
    expect(await screen.findByText('No documents have been shared with you yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download all (zip)' })).toBeNull();
  });
});

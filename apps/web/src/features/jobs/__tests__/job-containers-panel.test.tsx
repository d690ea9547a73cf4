import {
  CONTAINER_NUMBER_MESSAGES,
  enquiryPath,
  JOB_PATHS,
  type JobContainer,
  MESSAGES,
  OPERATIONS_ACCESS,
  REFERENCE_DATA_PATHS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, messageAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { JobContainersPanel } from '../components/containers/job-containers-panel';

const STAFF_LIST = enquiryPath(JOB_PATHS.containers, { id: 9 });
const MINE = enquiryPath(JOB_PATHS.myJobContainers, { id: 9 });
const ONE = enquiryPath(JOB_PATHS.container, { id: 9, containerId: 1 });

const container = (overrides: Partial<JobContainer> = {}): JobContainer => ({
  id: 1,
  jobId: 9,
  containerNumber: 'CSQU3054383',
  containerSize: { id: 5, size: "20' Standard" },
  sealNumber: 'SL-1001',
  grossWeightKg: '12500.500',
  vgmKg: null,
  packageCount: 400,
  containerDetails: 'Stuffed at the factory',
  createdAt: '2026-11-22T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
  ...overrides,
});

const server =
  (items: JobContainer[], extra: (call: MockCall) => Response | undefined = () => undefined) =>
  (call: MockCall) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url.startsWith(REFERENCE_DATA_PATHS.containerSizeCategories)) {
      return json({ success: true, data: { items: [] } });
    }
    if (pathOf(call.url) === STAFF_LIST || pathOf(call.url) === MINE)
      return json({ success: true, data: { items } });
    return fieldErrors(404, 'Not_Found', 'Not found');
  };

const BOOKED = [{ containerSizeName: "20' Standard", count: 2 }];

const OPS = [OPERATIONS_ACCESS.view[0] ?? '', OPERATIONS_ACCESS.update[0] ?? ''];

describe('JobContainersPanel', () => {
  it('lists the containers with size, seal, weights and packages, totalled against the booked ones', async () => {
    mockFetch(server([container(), container({ id: 2, containerNumber: 'TGHU9876542', vgmKg: '14000' })]));
    renderDashboardPage(<JobContainersPanel jobId={9} door="staff" booked={BOOKED} />, OPS);
    const table = await screen.findByRole('table', { name: 'Containers' });
    expect(within(table).getByText('CSQU3054383')).toBeTruthy();
    expect(within(table).getAllByText("20' Standard")).toHaveLength(2);
    expect(within(table).getAllByText('SL-1001')).toHaveLength(2);
    const total = within(table).getByText('Total (2)').closest('tr') as HTMLElement;
    expect(within(total).getByText('800')).toBeTruthy();
    expect(within(total).getByText(`${(25001).toLocaleString()} kg`)).toBeTruthy();
    const summary = screen.getByLabelText('Booked containers');
    expect(within(summary).getByText('2 of 2 booked containers entered')).toBeTruthy();
    expect(within(summary).getByText('2 sealed · 1 with VGM')).toBeTruthy();
  });

  it('names more containers entered than booked as a discrepancy', async () => {
    mockFetch(server([container(), container({ id: 2, containerNumber: 'TGHU9876542' })]));
    renderDashboardPage(
      <JobContainersPanel
        jobId={9}
        door="staff"
        booked={[{ containerSizeName: "20' Standard", count: 1 }]}
      />,
      OPS,
    );
    expect(await screen.findByText('2 entered, 1 booked')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    mockFetch(server([]));
    renderDashboardPage(<JobContainersPanel jobId={9} door="staff" booked={BOOKED} />, OPS);
    expect(await screen.findByText(/No containers yet.*2 booked: 2 × 20' Standard\./)).toBeTruthy();
  });

  it('checks the number against ISO 6346 while it is typed, and sends it with the other fields', async () => {
    const { calls } = mockFetch(
      server([], (call) => (call.method === 'POST' ? itemAnswer(container({ id: 2 }), 201) : undefined)),
    );
    renderDashboardPage(<JobContainersPanel jobId={9} door="staff" booked={BOOKED} />, OPS);
    fireEvent.click(await screen.findByRole('button', { name: 'Add container' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add container' });
    const number = within(dialog).getByLabelText(/Container number/);
    fireEvent.change(number, { target: { value: 'CSQU3054384' } });
    expect(await within(dialog).findByText(CONTAINER_NUMBER_MESSAGES.checkDigit(3))).toBeTruthy();
    fireEvent.change(number, { target: { value: 'csqu 305438 3' } });
    expect(await within(dialog).findByText('Valid ISO 6346 number: CSQU3054383')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Seal number'), { target: { value: 'SL-9' } });
    fireEvent.change(within(dialog).getByLabelText('Gross weight (kg)'), { target: { value: '12000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    const post = calls.find((c) => c.method === 'POST');
    expect(pathOf(post?.url ?? '')).toBe(STAFF_LIST);
    expect(post?.body).toMatchObject({
      containerNumber: 'CSQU3054383',
      sealNumber: 'SL-9',
      grossWeightKg: 12000,
    });
  });

  it('shows a duplicate number under the field', async () => {
    mockFetch(
      server([container()], (call) =>
        call.method === 'POST'
          ? fieldErrors(409, 'Conflict', 'Duplicate', {
              containerNumber: 'This container is already on the job',
            })
          : undefined,
      ),
    );
    renderDashboardPage(<JobContainersPanel jobId={9} door="staff" booked={BOOKED} />, OPS);
    fireEvent.click(await screen.findByRole('button', { name: 'Add container' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add container' });
    fireEvent.change(within(dialog).getByLabelText(/Container number/), { target: { value: 'CSQU3054383' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This container is already on the job')).toBeTruthy();
  });

  it('asks before deleting, and deletes only on yes', async () => {
    const { calls } = mockFetch(
      server([container()], (call) =>
        call.method === 'DELETE' ? messageAnswer(MESSAGES.deleteSuccess) : undefined,
      ),
    );
    renderDashboardPage(<JobContainersPanel jobId={9} door="staff" booked={BOOKED} />, OPS);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete CSQU3054383' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText('Delete the container CSQU3054383 from this job?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toBeTruthy());
    expect(pathOf(calls.find((c) => c.method === 'DELETE')?.url ?? '')).toBe(ONE);
  });

  it('reads the customer’s own door, with nothing to change', async () => {
    const { calls } = mockFetch(server([container()]));
    renderDashboardPage(<JobContainersPanel jobId={9} door="customer" booked={BOOKED} />, []);
    expect(await screen.findByText('CSQU3054383')).toBeTruthy();
    expect(calls.every((c) => pathOf(c.url) === MINE)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add container' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});

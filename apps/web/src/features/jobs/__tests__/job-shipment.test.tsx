import { enquiryPath, JOB_PATHS, type Job, OPERATIONS_ACCESS } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { ShipmentSection } from '../components/job/job-shipment';
import { jobFixture } from './job-fixtures';

const OPERATIONS = [OPERATIONS_ACCESS.view[0] as string, OPERATIONS_ACCESS.update[0] as string];
const MAIN = {
  stage: 'MNC' as const,
  mode: 'VESSEL' as const,
  vesselName: 'MSC GULSUN',
  vesselImoNumber: '9839430',
  flightNumber: null,
  voyageNumber: '451E',
  loadLocation: 'CNSHA',
  dischargeLocation: 'AEJEA',
  plannedDeparture: null,
  estimatedDeparture: null,
  actualDeparture: '2026-12-02T10:30:00.000Z',
  plannedArrival: null,
  estimatedArrival: '2026-12-20T06:00:00.000Z',
  actualArrival: null,
};
const shipped = (overrides: Partial<Job['shipment']> = {}) =>
  jobFixture({
    shipment: {
      carrierBookingReference: 'MSCU-BK-778812',
      transportDocumentReference: 'MEDUSH123456',
      houseBillNumber: null,
      legs: [MAIN],
      ...overrides,
    },
  });

describe("the job's shipment", () => {
  it('shows the booking, the bills and each leg, its arrival marked estimated until it happens', () => {
    mockFetch(() => itemAnswer({}));
    renderDashboardPage(<ShipmentSection job={shipped()} canEdit={false} />, []);
    const section = screen.getByRole('region', { name: 'Shipment' });
    expect(within(section).getByText('MSCU-BK-778812')).toBeTruthy();
    expect(within(section).getByText('MEDUSH123456')).toBeTruthy();
    const row = within(within(section).getByRole('table', { name: 'Transport legs' })).getAllByRole('row')[1];
    expect(row?.textContent).toContain('MSC GULSUN · IMO 9839430');
    expect(row?.textContent).toContain('451E');
    expect(row?.textContent).toContain('(estimated)');
    expect(within(section).queryByRole('button', { name: 'Edit shipment' })).toBeNull();
  });

  it('saves the facts whole at the version read, showing a refused place under its field', async () => {
    let attempt = 0;
    const { calls } = mockFetch(() => {
      attempt += 1;
      return attempt === 1
        ? fieldErrors(400, 'Bad Request', 'Invalid', {
            'legs.0.dischargeLocation': 'Discharge place must be a UN/LOCODE',
          })
        : itemAnswer(shipped());
    });
    renderDashboardPage(<ShipmentSection job={shipped()} canEdit />, OPERATIONS);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipment of JOB-2026-000009' });
    const vessel = within(dialog).getByLabelText('Main carriage vessel');
    await user.clear(vessel);
    await user.type(vessel, 'MSC LORETO');
    await user.type(within(dialog).getByLabelText('Main carriage voyage'), 'W');
    await user.click(within(dialog).getByRole('button', { name: 'Add pre-carriage' }));
    await user.type(within(dialog).getByLabelText('Pre-carriage load place (UN/LOCODE)'), 'cnngb');
    await user.click(within(dialog).getByRole('button', { name: 'Save shipment' }));
    expect(await within(dialog).findByText('Discharge place must be a UN/LOCODE')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(pathOf(put?.url ?? '')).toBe(enquiryPath(JOB_PATHS.jobShipment, { id: 9 }));
    expect(put?.body).toMatchObject({
      version: 4,
      carrierBookingReference: 'MSCU-BK-778812',
      legs: [
        {
          stage: 'MNC',
          vesselName: 'MSC LORETO',
          voyageNumber: '451EW',
          actualDeparture: MAIN.actualDeparture,
        },
        { stage: 'PRC', mode: 'TRUCK', loadLocation: 'CNNGB' },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save shipment' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Shipment of JOB-2026-000009' })).toBeNull(),
    );
  });

  it('numbers the HBL from the sequence when the job has none', async () => {
    const { calls } = mockFetch(() => itemAnswer(shipped({ houseBillNumber: 'HBL-2026-000001' })));
    renderDashboardPage(<ShipmentSection job={shipped()} canEdit />, OPERATIONS);
    await userEvent.click(screen.getByRole('button', { name: 'Number HBL' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 4 }));
  });
});

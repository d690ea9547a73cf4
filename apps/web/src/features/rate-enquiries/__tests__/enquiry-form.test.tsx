import { ENQUIRY_PATHS } from '@fastforward/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { seedSession } from '../../../test/session';
import {
  chooseContainer,
  fillSeaLane,
  optionOf,
  typePackageLine,
  withReference,
} from '../../../test/shipment-fixtures';
import { NewMyQueryPage } from '../pages/new-my-query-page';
import { ENQUIRY } from './enquiry-fixtures';

const posts = (calls: MockCall[]) =>
  calls.filter((c) => c.method === 'POST' && pathOf(c.url) === ENQUIRY_PATHS.myQueries);

const renderForm = (answer: (call: MockCall) => Response = () => itemAnswer(ENQUIRY, 201)) => {
  const mock = mockFetch(withReference(answer));
  seedSession({ categoryCode: 'CAT_CUS' });
  renderDashboardPage(<NewMyQueryPage />);
  return { ...mock, user: userEvent.setup() };
};

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the enquiry form', () => {
  it('cascades the route legs by the SPEC rules and asks for the places each leg reaches', async () => {
    const { user } = renderForm();
    await user.click(checkbox('Origin Pickup Point'));
    expect(checkbox('Origin Custom Point').checked).toBe(true);
    expect(checkbox('Origin Port').checked).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Pickup place' })).toBeTruthy();
    expect(screen.getByLabelText(/^Pickup address/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Origin custom point (dry port)' })).toBeTruthy();

    await user.click(checkbox('Destination Custom Point'));
    expect(checkbox('Destination Port').checked).toBe(true);
    expect(checkbox('Freight Charge').checked).toBe(true);
    // Unchecking a leg others need unchecks them too, and their places go.
    await user.click(checkbox('Origin Port'));
    expect(checkbox('Origin Pickup Point').checked).toBe(false);
    expect(checkbox('Origin Custom Point').checked).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Pickup place' })).toBeNull();

    // The rules across fields run once every field holds a value of its type.
    await fillSeaLane(user);
    await chooseContainer(user);
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Choose a destination custom point')).toBeTruthy();
  });

  it('asks sea FCL for containers, sea LCL for packages with their revenue tons, air for packages with the chargeable weight', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('combobox', { name: 'Container size' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'LCL' }));
    expect(screen.queryByRole('combobox', { name: 'Container size' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Package type' })).toBeTruthy();
    await typePackageLine(user, {
      count: '2',
      length: '100',
      width: '100',
      height: '100',
      grossWeight: '2500',
    });
    // 2 m³ against 2.5 t: the tonnes weigh more.
    expect(await screen.findByText('Revenue tons 2.5 · Volume 2 CBM · Gross weight 2,500 kg')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Air' }));
    expect(screen.queryByRole('radio', { name: 'LCL' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Origin airport' })).toBeTruthy();
    await typePackageLine(user, { count: '2', length: '100', width: '50', height: '60', grossWeight: '40' });
    // 2 × 100 × 50 × 60 cm³ ÷ 6000 = 100 kg volumetric, above the 40 kg gross.
    expect(await screen.findByText('Chargeable weight 100 kg · Volume 0.6 CBM')).toBeTruthy();
  });

  it('asks hazardous cargo for its DG class and UN number, a reefer for its set temperature', async () => {
    const { user, calls } = renderForm();
    await fillSeaLane(user);
    await chooseContainer(user);
    const commodity = screen.getByRole('combobox', { name: 'Commodity type' });
    expect(screen.queryByLabelText(/^UN number/)).toBeNull();
    await user.click(commodity);
    await user.click(await optionOf(commodity, 'Hazardous'));
    expect(screen.getByRole('combobox', { name: 'DG class' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('DG class is required for hazardous cargo')).toBeTruthy();
    expect(screen.getByText('UN number is required for hazardous cargo')).toBeTruthy();

    await user.click(commodity);
    await user.click(await optionOf(commodity, 'Temperature Controlled'));
    expect(screen.queryByLabelText(/^UN number/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(
      await screen.findByText('Set temperature is required for temperature-controlled cargo'),
    ).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it("sends the enquiry, the hazardous details only of hazardous cargo, and shows the server's refusal under its field", async () => {
    const { user, calls } = renderForm(() =>
      fieldErrors(400, 'Bad Request', 'Validation failed', {
        cargoReadyDate: 'Cargo ready date must not be in the past',
      }),
    );
    await fillSeaLane(user);
    await chooseContainer(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Cargo ready date must not be in the past')).toBeTruthy();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      mode: 'sea',
      loadType: 'FCL',
      originPortId: 10,
      destinationPortId: 11,
      containers: [{ containerSizeId: 7, count: 1 }],
      packages: [],
      commodityType: 'GNRL',
      dgClassCode: null,
      unNumber: null,
      setTemperatureC: null,
      originPickupAddress: null,
      remarks: null,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

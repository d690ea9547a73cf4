import { describe, expect, it } from 'vitest';
import { isImoNumber, jobShipmentRequestSchema, mainCarriageLabel } from '../shipment-schemas';

describe('the IMO number check digit', () => {
  it.each([
    ['9839430', true],
    ['9074729', true],
    ['9839431', false],
    ['983943', false],
    ['98394300', false],
    ['IMO9839', false],
  ])('%s is %s', (value, valid) => {
    expect(isImoNumber(value)).toBe(valid);
  });
});

describe('the shipment request', () => {
  const leg = { stage: 'MNC', mode: 'AIR', flightNumber: 'EK9862', loadLocation: 'CNPVG' } as const;

  it('takes an air leg with its flight, and empties as null', () => {
    const parsed = jobShipmentRequestSchema.parse({ version: 1, carrierBookingReference: '', legs: [leg] });
    expect(parsed.legs[0]).toMatchObject({ flightNumber: 'EK9862' });
  });

  it('refuses a vessel on an air leg, naming the field', () => {
    const result = jobShipmentRequestSchema.safeParse({
      version: 1,
      legs: [{ ...leg, vesselName: 'EVER GIVEN' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['legs', 0, 'vesselName']);
  });
});

describe('what a document prints of the main carriage', () => {
  const base = {
    vesselImoNumber: null,
    loadLocation: null,
    dischargeLocation: null,
    plannedDeparture: null,
    estimatedDeparture: null,
    actualDeparture: null,
    plannedArrival: null,
    estimatedArrival: null,
    actualArrival: null,
  };
  it('names the vessel and voyage, or the flight, and nothing without a main leg', () => {
    const vessel = {
      ...base,
      stage: 'MNC',
      mode: 'VESSEL',
      vesselName: 'MSC GULSUN',
      flightNumber: null,
      voyageNumber: '451E',
    } as const;
    const flight = {
      ...base,
      stage: 'MNC',
      mode: 'AIR',
      vesselName: null,
      flightNumber: 'EK9862',
      voyageNumber: null,
    } as const;
    const truck = { ...vessel, stage: 'PRC', mode: 'TRUCK' } as const;
    expect(mainCarriageLabel({ legs: [truck, vessel] })).toBe('MSC GULSUN / 451E');
    expect(mainCarriageLabel({ legs: [flight] })).toBe('EK9862');
    expect(mainCarriageLabel({ legs: [truck] })).toBeNull();
  });
});

import { DEFAULT_ROUTE_LEGS, type RateWizardRequest, type RateWizardRequestInput } from '@fastforward/domain';
import type { Path } from 'react-hook-form';
import {
  cargoFor,
  localToday,
  shipmentFieldNames,
  withoutUncheckedPlaces,
} from '../../../components/shipment';

export type RateWizardFormValues = RateWizardRequestInput;

export const initialValues = (today = localToday()): RateWizardFormValues => ({
  customerKycId: undefined as unknown as number,
  mode: 'sea',
  originPortId: undefined as unknown as number,
  destinationPortId: undefined as unknown as number,
  date: today,
  commodityType: 'GNRL',
  ...cargoFor('sea'),
  legs: DEFAULT_ROUTE_LEGS,
  originPlaceId: null,
  originCustomPointId: null,
  destinationCustomPointId: null,
  finalPlaceId: null,
  shippingCompanyId: null,
  sort: 'rate_asc',
});

/** The request as sent: a place of a leg the user has since unchecked is not asked about. */
export const toRequest = (values: RateWizardRequest): RateWizardRequest => withoutUncheckedPlaces(values);

/** The fields a server refusal may name (the shared ones, line fields before their lists). */
export function serverFieldNames(values: RateWizardRequest): Path<RateWizardFormValues>[] {
  return [
    'customerKycId',
    'date',
    'commodityType',
    ...shipmentFieldNames<RateWizardFormValues>(values),
    'shippingCompanyId',
    'sort',
  ];
}

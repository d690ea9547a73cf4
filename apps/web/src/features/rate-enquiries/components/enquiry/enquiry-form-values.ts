import {
  DEFAULT_ROUTE_LEGS,
  type EnquiryRequest,
  type EnquiryRequestInput,
  type LoadType,
} from '@fastforward/domain';
import type { Path } from 'react-hook-form';
import {
  cargoFor,
  type EnquiryDraft,
  localToday,
  shipmentFieldNames,
  withoutUncheckedPlaces,
} from '../../../../components/shipment';

export type EnquiryFormValues = EnquiryRequestInput;

/** A new enquiry: sea FCL from today, only the freight leg; a draft (the Rate Wizard's) fills in what it knows. */
export function initialEnquiryValues(
  draft: EnquiryDraft['values'] = {},
  today = localToday(),
): EnquiryFormValues {
  const mode = draft.mode ?? 'sea';
  const loadType: LoadType | null = mode === 'sea' ? (draft.loadType ?? 'FCL') : null;
  return {
    mode,
    loadType,
    ...cargoFor(mode, loadType),
    legs: DEFAULT_ROUTE_LEGS,
    originPortId: undefined as unknown as number,
    destinationPortId: undefined as unknown as number,
    originPlaceId: null,
    originPickupAddress: '',
    originCustomPointId: null,
    destinationCustomPointId: null,
    finalPlaceId: null,
    finalDeliveryAddress: '',
    incotermCode: null,
    commodityType: 'GNRL',
    dgClassCode: null,
    unNumber: '',
    setTemperatureC: null,
    cargoReadyDate: today,
    preferredLineId: null,
    remarks: '',
    ...draft,
  };
}

/**
 * The enquiry as sent: no place of a leg unchecked since, no address of a leg not taken, and no
 * hazardous or reefer detail of a commodity that is neither.
 */
export function toEnquiryRequest(values: EnquiryRequest): EnquiryRequest {
  const request = withoutUncheckedPlaces(values);
  return {
    ...request,
    loadType: request.mode === 'sea' ? request.loadType : null,
    originPickupAddress: request.legs.originPickupPoint ? request.originPickupAddress || null : null,
    finalDeliveryAddress: request.legs.destinationFinalPoint ? request.finalDeliveryAddress || null : null,
    dgClassCode: request.commodityType === 'HZMT' ? request.dgClassCode || null : null,
    unNumber: request.commodityType === 'HZMT' ? request.unNumber || null : null,
    setTemperatureC: request.commodityType === 'TEMP' ? (request.setTemperatureC ?? null) : null,
    incotermCode: request.incotermCode || null,
    remarks: request.remarks || null,
  };
}

/** The fields a server refusal may name; anything else goes to the error dialog. */
export const enquiryFieldNames = (values: EnquiryRequest): Path<EnquiryFormValues>[] => [
  ...shipmentFieldNames<EnquiryFormValues>(values),
  'originPickupAddress',
  'finalDeliveryAddress',
  'incotermCode',
  'commodityType',
  'dgClassCode',
  'unNumber',
  'setTemperatureC',
  'cargoReadyDate',
  'preferredLineId',
  'remarks',
];

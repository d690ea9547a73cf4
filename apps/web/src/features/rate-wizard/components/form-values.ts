import {
  DEFAULT_ROUTE_LEGS,
  type FreightType,
  type RateWizardRequest,
  type RateWizardRequestInput,
} from '@fastforward/domain';
import type { Path } from 'react-hook-form';
import { localToday } from './price-labels';

export type RateWizardFormValues = RateWizardRequestInput;

type PackageLine = RateWizardRequest['packages'][number];

/** A new container line: one of a size still to choose. */
export const newContainerLine = () => ({ count: 1 }) as RateWizardRequest['containers'][number];

/** A new package line: one package measured in centimetres and weighed in kilograms. */
export const newPackageLine = () =>
  ({ count: 1, dimensionUnit: 'Centimeter', weightUnit: 'Kgs' }) as PackageLine;

/** The cargo a mode prices: sea containers or air packages, never both. */
export const cargoFor = (mode: FreightType) =>
  mode === 'sea'
    ? { containers: [newContainerLine()], packages: [] }
    : { containers: [], packages: [newPackageLine()] };

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
export const toRequest = (values: RateWizardRequest): RateWizardRequest => ({
  ...values,
  originPlaceId: values.legs.originPickupPoint ? (values.originPlaceId ?? null) : null,
  originCustomPointId: values.legs.originCustomPoint ? (values.originCustomPointId ?? null) : null,
  destinationCustomPointId: values.legs.destinationCustomPoint
    ? (values.destinationCustomPointId ?? null)
    : null,
  finalPlaceId: values.legs.destinationFinalPoint ? (values.finalPlaceId ?? null) : null,
});

const CONTAINER_FIELDS = ['containerSizeId', 'count'] as const;
const PACKAGE_FIELDS = [
  'count',
  'length',
  'width',
  'height',
  'dimensionUnit',
  'grossWeight',
  'weightUnit',
] as const;

/**
 * The fields a server refusal may name, the line fields before their lists: the first match wins,
 * so 'containers.0.count' lands under its input, and 'containers' under the list.
 */
export function serverFieldNames(values: RateWizardRequest): Path<RateWizardFormValues>[] {
  return [
    'customerKycId',
    'mode',
    'originPortId',
    'destinationPortId',
    'date',
    'commodityType',
    ...values.containers.flatMap((_, i) =>
      CONTAINER_FIELDS.map((f) => `containers.${i}.${f}` as Path<RateWizardFormValues>),
    ),
    'containers',
    ...values.packages.flatMap((_, i) =>
      PACKAGE_FIELDS.map((f) => `packages.${i}.${f}` as Path<RateWizardFormValues>),
    ),
    'packages',
    'legs',
    'originPlaceId',
    'originCustomPointId',
    'destinationCustomPointId',
    'finalPlaceId',
    'shippingCompanyId',
    'sort',
  ];
}

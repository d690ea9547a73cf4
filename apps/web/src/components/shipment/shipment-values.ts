import type {
  COMMODITY_TYPE,
  FreightType,
  LoadType,
  PackageMeasures,
  RouteLegSelection,
} from '@fastforward/domain';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A container line as the form holds it: a size still to choose, how many; the booking's weight of each. */
export type ContainerLineValues = { containerSizeId: number; count: number; weightKgEach?: number };

/** A package line as the form holds it: the measures the weight rules read, and a package type. */
export type PackageLineValues = PackageMeasures & {
  /** The enquiry's package type; the Rate Wizard prices without one. */
  packageTypeCode?: string | null;
};

/**
 * What the Rate Wizard and the enquiry form share: the mode, the lane, the cargo, its commodity
 * type and the route legs with the places they reach. Each form adds its own fields beside these.
 */
export type ShipmentFieldValues = {
  mode: FreightType;
  commodityType: keyof typeof COMMODITY_TYPE;
  /** Sea only, on the enquiry: FCL gives containers, LCL packages. The Rate Wizard prices FCL. */
  loadType?: LoadType | null;
  containers: ContainerLineValues[];
  packages: PackageLineValues[];
  legs: RouteLegSelection;
  originPortId: number;
  destinationPortId: number;
  originPlaceId?: number | null;
  originCustomPointId?: number | null;
  destinationCustomPointId?: number | null;
  finalPlaceId?: number | null;
};

/** The shared fields read and write only the shared values, whatever else the form holds. */
export type ShipmentForm = UseFormReturn<ShipmentFieldValues>;
export const shipmentFormOf = <V extends FieldValues, B>(form: UseFormReturn<V, unknown, B>) =>
  form as unknown as ShipmentForm;

/** A new container line: one of a size still to choose. */
export const newContainerLine = () => ({ count: 1 }) as ContainerLineValues;

/** A new package line: one package measured in centimetres and weighed in kilograms. */
export const newPackageLine = () =>
  ({ count: 1, dimensionUnit: 'Centimeter', weightUnit: 'Kgs' }) as PackageLineValues;

/** Whether the cargo is counted in containers (sea FCL; the Rate Wizard's sea is always FCL) or in packages. */
export const usesContainers = (mode: FreightType, loadType: LoadType | null | undefined = 'FCL') =>
  mode === 'sea' && loadType === 'FCL';

/** The cargo a mode (and sea load type) asks for: containers or packages, never both. */
export const cargoFor = (mode: FreightType, loadType?: LoadType | null) =>
  usesContainers(mode, loadType)
    ? { containers: [newContainerLine()], packages: [] }
    : { containers: [], packages: [newPackageLine()] };

/** The values as sent: a place of a leg the user has since unchecked is not asked about. */
export function withoutUncheckedPlaces<V extends ShipmentFieldValues>(values: V): V {
  const { legs } = values;
  return {
    ...values,
    originPlaceId: legs.originPickupPoint ? (values.originPlaceId ?? null) : null,
    originCustomPointId: legs.originCustomPoint ? (values.originCustomPointId ?? null) : null,
    destinationCustomPointId: legs.destinationCustomPoint ? (values.destinationCustomPointId ?? null) : null,
    finalPlaceId: legs.destinationFinalPoint ? (values.finalPlaceId ?? null) : null,
  };
}

const CONTAINER_FIELDS = ['containerSizeId', 'count'] as const;
const PACKAGE_FIELDS = [
  'count',
  'length',
  'width',
  'height',
  'dimensionUnit',
  'grossWeight',
  'weightUnit',
  'packageTypeCode',
] as const;

/**
 * The shared fields a server refusal may name, the line fields before their lists: the first match
 * wins, so 'containers.0.count' lands under its input, and 'containers' under the list.
 */
export function shipmentFieldNames<V extends FieldValues>(values: ShipmentFieldValues): Path<V>[] {
  return [
    'mode',
    'loadType',
    'originPortId',
    'destinationPortId',
    ...values.containers.flatMap((_, i) => CONTAINER_FIELDS.map((f) => `containers.${i}.${f}`)),
    'containers',
    ...values.packages.flatMap((_, i) => PACKAGE_FIELDS.map((f) => `packages.${i}.${f}`)),
    'packages',
    'legs',
    'originPlaceId',
    'originCustomPointId',
    'destinationCustomPointId',
    'finalPlaceId',
  ] as Path<V>[];
}

/** 'YYYY-MM-DD' of today where the user is: a cargo ready date starts there. */
export const localToday = (now = new Date()) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

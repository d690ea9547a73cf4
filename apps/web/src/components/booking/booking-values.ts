import {
  type BookingCargo,
  type BookingParty,
  cargoLineTotals,
  type StoredBookingCargo,
} from '@fastforward/domain';
import type { ContainerLineValues, PackageLineValues } from '../shipment';

/** A party as typed: every field text. */
export type PartyValues = { name: string; address: string; contact: string; email: string; phone: string };

/**
 * The cargo as typed; the totals stay text until sent, so a bad entry can be named. With lines
 * (containers for sea FCL, packages otherwise) the totals are the lines' sums, not typed.
 */
export type CargoValues = {
  description: string;
  hsCode: string;
  packageCount: string;
  grossWeightKg: string;
  marks: string;
  containers: ContainerLineValues[];
  packages: PackageLineValues[];
};

/** Which lines the cargo is counted in, by the shipment: container lines (sea FCL) or package lines. */
export type CargoLineKind = 'containers' | 'packages';

/** The parts a booking and its amendment share: the parties and the cargo. */
export type BookingPartsValues = {
  shipper: PartyValues;
  consignee: PartyValues;
  notifySameAsConsignee: boolean;
  notifyParty: PartyValues;
  cargo: CargoValues;
};

export const PARTY_FIELDS = ['name', 'address', 'contact', 'email', 'phone'] as const;
export const PARTIES = ['shipper', 'consignee', 'notifyParty'] as const;
export const CARGO_FIELDS = ['description', 'hsCode', 'packageCount', 'grossWeightKg', 'marks'] as const;

/** A party's fields as typed, empty where there is no party. */
export const partyValues = (party: BookingParty | null): PartyValues => ({
  name: party?.name ?? '',
  address: party?.address ?? '',
  contact: party?.contact ?? '',
  email: party?.email ?? '',
  phone: party?.phone ?? '',
});

export const partyOf = (party: PartyValues): BookingParty => ({ ...party, contact: party.contact || null });

/** '' stays missing (the schema names it required); anything else is read as a number, NaN included. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The lines as the API takes them: container lines keep only what the form asks (no size names). */
const linesOf = (cargo: CargoValues) => ({
  containers: cargo.containers.map((c) => ({
    containerSizeId: c.containerSizeId,
    count: c.count,
    weightKgEach: c.weightKgEach as number,
  })),
  packages: cargo.packages,
});

/** What the lines come to while typed, or null without lines (or with a line not yet a number). */
export function typedLineTotals(cargo: Pick<CargoValues, 'containers' | 'packages'>) {
  const totals = cargoLineTotals(cargo as Parameters<typeof cargoLineTotals>[0]);
  return totals && Number.isFinite(totals.packageCount) && Number.isFinite(totals.grossWeightKg)
    ? totals
    : null;
}

/** The cargo as the API takes it: with lines, the totals are theirs. */
export function cargoOf(cargo: CargoValues): BookingCargo {
  const lines = linesOf(cargo);
  const hasLines = lines.containers.length > 0 || lines.packages.length > 0;
  const totals = typedLineTotals(cargo);
  return {
    description: cargo.description,
    hsCode: cargo.hsCode || null,
    packageCount: totals ? totals.packageCount : (numberOf(cargo.packageCount) as number),
    grossWeightKg: totals ? totals.grossWeightKg : (numberOf(cargo.grossWeightKg) as number),
    marks: cargo.marks || null,
    ...(hasLines ? { containers: lines.containers, packages: lines.packages } : {}),
  };
}

/** The booking's cargo as the form starts from it (the amendment form). */
export const cargoValues = (cargo: StoredBookingCargo): CargoValues => ({
  description: cargo.description,
  hsCode: cargo.hsCode ?? '',
  packageCount: String(cargo.packageCount),
  grossWeightKg: String(cargo.grossWeightKg),
  marks: cargo.marks ?? '',
  containers: (cargo.containers ?? []).map(({ containerSizeId, count, weightKgEach }) => ({
    containerSizeId,
    count,
    weightKgEach,
  })),
  packages: cargo.packages ?? [],
});

/** The lines a booking's cargo is counted in; null when it was booked by its totals alone. */
export const cargoLineKindOf = (cargo: StoredBookingCargo): CargoLineKind | null =>
  (cargo.containers?.length ?? 0) > 0 ? 'containers' : (cargo.packages?.length ?? 0) > 0 ? 'packages' : null;

/** Whether the typed lines differ from the ones the form started from. */
export const linesChanged = (a: CargoValues, b: CargoValues) =>
  JSON.stringify(linesOf(a)) !== JSON.stringify(linesOf(b));

/** Sets `message` under `path` in a resolver's nested errors, unless a message is there already. */
export function setNestedError(
  errors: Record<string, unknown>,
  path: readonly PropertyKey[],
  message: string,
) {
  let node = errors;
  for (const key of path.slice(0, -1)) {
    const name = String(key);
    node[name] ??= {};
    node = node[name] as Record<string, unknown>;
  }
  const last = String(path.at(-1) ?? 'root');
  node[last] ??= { type: 'validate', message };
}

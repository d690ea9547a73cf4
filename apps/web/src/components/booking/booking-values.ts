import type { BookingCargo, BookingParty } from '@fastforward/domain';

/** A party as typed: every field text. */
export type PartyValues = { name: string; address: string; contact: string; email: string; phone: string };

/** The cargo as typed; numbers stay text until sent, so a bad entry can be named. */
export type CargoValues = {
  description: string;
  hsCode: string;
  packageCount: string;
  grossWeightKg: string;
  marks: string;
};

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

/** The cargo as the API takes it. */
export const cargoOf = (cargo: CargoValues): BookingCargo => ({
  description: cargo.description,
  hsCode: cargo.hsCode || null,
  packageCount: numberOf(cargo.packageCount) as number,
  grossWeightKg: numberOf(cargo.grossWeightKg) as number,
  marks: cargo.marks || null,
});

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

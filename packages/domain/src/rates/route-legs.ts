import { ROUTE_LEG_LABELS, type RouteLeg, type RouteLegSelection } from './codes';

/** SPEC §3: only the freight charge is selected at first. */
export const DEFAULT_ROUTE_LEGS: RouteLegSelection = {
  originPickupPoint: false,
  originCustomPoint: false,
  originPort: false,
  freightCharge: true,
  destinationPort: false,
  destinationCustomPoint: false,
  destinationFinalPoint: false,
};

/**
 * SPEC §4 route-leg rules: a leg needs the legs between it and the freight; selecting it selects
 * them, deselecting one of them deselects every leg further out that needs it. The final place of
 * delivery has no rule (it may be reached from the port or from a custom point), so it stays apart.
 */
const REQUIRES: Record<RouteLeg, readonly RouteLeg[]> = {
  originPickupPoint: ['originCustomPoint', 'originPort'],
  originCustomPoint: ['originPort'],
  originPort: [],
  freightCharge: [],
  destinationPort: ['freightCharge'],
  destinationCustomPoint: ['destinationPort', 'freightCharge'],
  destinationFinalPoint: [],
};

/** The legs that need `leg`: what goes when it is deselected. */
const requiredBy = (leg: RouteLeg) =>
  (Object.keys(REQUIRES) as RouteLeg[]).filter((other) => REQUIRES[other].includes(leg));

/** The selection after the user checks or unchecks one leg, with the SPEC §4 rules applied. */
export function setRouteLeg(
  selection: RouteLegSelection,
  leg: RouteLeg,
  checked: boolean,
): RouteLegSelection {
  const next = { ...selection, [leg]: checked };
  for (const other of checked ? REQUIRES[leg] : requiredBy(leg)) next[other] = checked;
  return next;
}

/** Whether a selection keeps every SPEC §4 rule (each selected leg's required legs are selected). */
export function routeLegsConsistent(selection: RouteLegSelection): boolean {
  return (Object.keys(REQUIRES) as RouteLeg[]).every(
    (leg) => !selection[leg] || REQUIRES[leg].every((needed) => selection[needed]),
  );
}

/**
 * The first SPEC §4 rule a selection breaks, worded for the user ('Origin Pickup Point needs
 * Origin Custom Point'), or null: the API refuses a selection the form could never produce.
 */
export function routeLegRuleBreach(selection: RouteLegSelection): string | null {
  for (const leg of Object.keys(REQUIRES) as RouteLeg[]) {
    if (!selection[leg]) continue;
    const missing = REQUIRES[leg].filter((needed) => !selection[needed]);
    if (missing.length > 0) {
      return `${ROUTE_LEG_LABELS[leg]} needs ${missing.map((m) => ROUTE_LEG_LABELS[m]).join(' and ')}`;
    }
  }
  return null;
}

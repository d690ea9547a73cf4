import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTE_LEGS, type RouteLeg, type RouteLegSelection } from '../codes';
import { DEFAULT_ROUTE_LEGS, routeLegRuleBreach, routeLegsConsistent, setRouteLeg } from '../route-legs';

const none: RouteLegSelection = Object.fromEntries(
  ROUTE_LEGS.map((leg) => [leg, false]),
) as RouteLegSelection;
const all: RouteLegSelection = Object.fromEntries(ROUTE_LEGS.map((leg) => [leg, true])) as RouteLegSelection;
const selected = (selection: RouteLegSelection) => ROUTE_LEGS.filter((leg) => selection[leg]);

describe('DEFAULT_ROUTE_LEGS', () => {
  it('selects the freight charge alone', () => {
    expect(selected(DEFAULT_ROUTE_LEGS)).toEqual(['freightCharge']);
  });
});

describe('setRouteLeg: SPEC §4 rules', () => {
  it.each<[RouteLeg, RouteLeg[]]>([
    ['originPickupPoint', ['originPickupPoint', 'originCustomPoint', 'originPort']],
    ['originCustomPoint', ['originCustomPoint', 'originPort']],
    ['originPort', ['originPort']],
    ['freightCharge', ['freightCharge']],
    ['destinationPort', ['freightCharge', 'destinationPort']],
    ['destinationCustomPoint', ['freightCharge', 'destinationPort', 'destinationCustomPoint']],
    ['destinationFinalPoint', ['destinationFinalPoint']],
  ])('selecting %s from nothing selects %j', (leg, expected) => {
    expect(selected(setRouteLeg(none, leg, true))).toEqual(expected);
  });

  it.each<[RouteLeg, RouteLeg[]]>([
    ['originPort', ['originPickupPoint', 'originCustomPoint', 'originPort']],
    ['originCustomPoint', ['originPickupPoint', 'originCustomPoint']],
    ['originPickupPoint', ['originPickupPoint']],
    ['freightCharge', ['freightCharge', 'destinationPort', 'destinationCustomPoint']],
    ['destinationPort', ['destinationPort', 'destinationCustomPoint']],
    ['destinationCustomPoint', ['destinationCustomPoint']],
    ['destinationFinalPoint', ['destinationFinalPoint']],
  ])('deselecting %s from everything deselects %j', (leg, gone) => {
    const after = setRouteLeg(all, leg, false);
    expect(ROUTE_LEGS.filter((l) => !after[l])).toEqual(gone);
  });

  it('leaves the final place of delivery alone whatever else changes', () => {
    const withFinal = setRouteLeg(DEFAULT_ROUTE_LEGS, 'destinationFinalPoint', true);
    expect(setRouteLeg(withFinal, 'freightCharge', false).destinationFinalPoint).toBe(true);
    expect(setRouteLeg(withFinal, 'destinationCustomPoint', true).destinationFinalPoint).toBe(true);
  });

  it('does not change the selection it is given', () => {
    const before = { ...DEFAULT_ROUTE_LEGS };
    setRouteLeg(DEFAULT_ROUTE_LEGS, 'originPickupPoint', true);
    expect(DEFAULT_ROUTE_LEGS).toEqual(before);
  });
});

const legArb = fc.constantFrom(...ROUTE_LEGS);
const stepsArb = fc.array(fc.tuple(legArb, fc.boolean()), { maxLength: 30 });
const apply = (start: RouteLegSelection, steps: [RouteLeg, boolean][]) =>
  steps.reduce((s, [leg, checked]) => setRouteLeg(s, leg, checked), start);

describe('setRouteLeg: laws', () => {
  it('keeps every rule after any sequence of clicks from the default', () => {
    fc.assert(fc.property(stepsArb, (steps) => routeLegsConsistent(apply(DEFAULT_ROUTE_LEGS, steps))));
  });

  it('leaves the clicked leg as asked', () => {
    fc.assert(
      fc.property(stepsArb, legArb, fc.boolean(), (steps, leg, checked) => {
        expect(setRouteLeg(apply(DEFAULT_ROUTE_LEGS, steps), leg, checked)[leg]).toBe(checked);
      }),
    );
  });

  it('is idempotent: the same click twice is the click once', () => {
    fc.assert(
      fc.property(stepsArb, legArb, fc.boolean(), (steps, leg, checked) => {
        const once = setRouteLeg(apply(DEFAULT_ROUTE_LEGS, steps), leg, checked);
        expect(setRouteLeg(once, leg, checked)).toEqual(once);
      }),
    );
  });

  it('changes only the clicked leg and the legs the rules tie to it', () => {
    fc.assert(
      fc.property(stepsArb, legArb, fc.boolean(), (steps, leg, checked) => {
        const before = apply(DEFAULT_ROUTE_LEGS, steps);
        const after = setRouteLeg(before, leg, checked);
        // Everything that changed moved the same way as the click.
        for (const other of ROUTE_LEGS)
          if (before[other] !== after[other]) expect(after[other]).toBe(checked);
      }),
    );
  });
});

describe('routeLegRuleBreach', () => {
  it('names the first broken rule with SPEC labels', () => {
    expect(routeLegRuleBreach({ ...none, originPickupPoint: true })).toBe(
      'Origin Pickup Point needs Origin Custom Point and Origin Port',
    );
    expect(routeLegRuleBreach({ ...none, destinationPort: true })).toBe(
      'Destination Port needs Freight Charge',
    );
  });

  it('passes every selection the clicks produce', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => routeLegRuleBreach(apply(DEFAULT_ROUTE_LEGS, steps)) === null),
    );
  });
});

import { ROUTE_LEG_LABELS, ROUTE_LEGS, type RouteLegSelection, setRouteLeg } from '@fastforward/domain';
import { Checkbox, Group, Text } from '@mantine/core';

type RouteLegsFieldProps = {
  value: RouteLegSelection;
  onChange: (selection: RouteLegSelection) => void;
  error?: string;
};

/** The SPEC §3 route-leg checkboxes in route order; a check or uncheck cascades by the SPEC §4 rules. */
export function RouteLegsField({ value, onChange, error }: RouteLegsFieldProps) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={6}>
        Route legs
      </Text>
      <Group gap="md">
        {ROUTE_LEGS.map((leg) => (
          <Checkbox
            key={leg}
            label={ROUTE_LEG_LABELS[leg]}
            checked={value[leg]}
            onChange={(event) => onChange(setRouteLeg(value, leg, event.currentTarget.checked))}
          />
        ))}
      </Group>
      {error ? (
        <Text c="red" size="sm" mt={4}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}

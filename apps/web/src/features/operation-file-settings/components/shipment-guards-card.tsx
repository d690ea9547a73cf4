import { JOB_STATUS, type ShipmentGuard, type ShipmentGuardSettings } from '@fastforward/domain';
import { Alert, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../jobs/components/board/job-labels';
import { useSaveShipmentGuardSettings, useShipmentGuardSettings } from '../api/shipment-guard-settings';

/**
 * The shipment guards of the company's job moves: each enforced unless relaxed here. Relaxing one
 * lets operations move a job without that fact; the move records what it lacked, and this card
 * says who relaxed the guard and when.
 */
export function ShipmentGuardsCard({ canUpdate }: { canUpdate: boolean }) {
  const settings = useShipmentGuardSettings();
  return (
    <Card withBorder component="section" aria-label="Shipment guards">
      <Stack>
        <div>
          <Title order={3} size="h4">
            Shipment guards
          </Title>
          <Text size="sm" c="dimmed">
            A job moves to these statuses only once it holds the facts they need. Relax a guard only where
            your operation works without that fact; every move that passes it records what was missing.
          </Text>
        </div>
        {settings.isError ? (
          <Alert color="red">The shipment guards could not be loaded. Try again later.</Alert>
        ) : settings.data ? (
          <GuardsForm settings={settings.data} canUpdate={canUpdate} />
        ) : (
          <Skeleton height={120} aria-label="Loading shipment guards" />
        )}
      </Stack>
    </Card>
  );
}

function GuardsForm({ settings, canUpdate }: { settings: ShipmentGuardSettings; canUpdate: boolean }) {
  const save = useSaveShipmentGuardSettings();
  const relaxedNow = () => settings.guards.filter((g) => g.relaxed).map((g) => g.status);
  const [relaxed, setRelaxed] = useState<ShipmentGuard[]>(relaxedNow);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved settings reset the switches
  useEffect(() => setRelaxed(relaxedNow()), [settings]);
  const changed = relaxed.slice().sort().join() !== relaxedNow().sort().join();
  const toggle = (status: ShipmentGuard, on: boolean) =>
    setRelaxed((now) => (on ? [...now, status] : now.filter((s) => s !== status)));
  return (
    <Stack>
      {settings.guards.map((guard) => (
        <Switch
          key={guard.status}
          disabled={!canUpdate}
          checked={relaxed.includes(guard.status)}
          onChange={(event) => toggle(guard.status, event.currentTarget.checked)}
          label={`Relax ${guard.status} (${JOB_STATUS[guard.status]}): needs ${guard.needs}`}
          description={
            guard.relaxed && guard.relaxedAt
              ? `Relaxed by ${guard.relaxedBy?.fullName ?? 'a former user'} on ${formatDateTime(guard.relaxedAt)}`
              : 'Enforced'
          }
        />
      ))}
      {save.isError ? <Alert color="red">The guards could not be saved. Try again.</Alert> : null}
      {canUpdate ? (
        <Group justify="flex-end">
          <Button disabled={!changed} loading={save.isPending} onClick={() => save.mutate({ relaxed })}>
            Save guards
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

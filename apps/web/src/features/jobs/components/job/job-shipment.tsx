import {
  type Job,
  type JobShipmentRequest,
  jobShipmentRequestSchema,
  LEG_TIME_FIELDS,
  type LegTimeField,
  TRANSPORT_MODE,
  TRANSPORT_MODES,
  TRANSPORT_PLAN_STAGE,
  TRANSPORT_PLAN_STAGES,
  type TransportLeg,
  type TransportMode,
  type TransportPlanStage,
} from '@fastforward/domain';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { DetailField } from '../../../../components/shipment';
import { useNumberHouseBill, useSaveJobShipment } from '../../api/save-job-shipment';
import { JobModalFooter } from '../status/job-write-modal';
import { useJobForm } from './use-job-form';

const TIME_LABELS: Record<LegTimeField, string> = {
  plannedDeparture: 'Planned departure',
  estimatedDeparture: 'Estimated departure',
  actualDeparture: 'Actual departure',
  plannedArrival: 'Planned arrival',
  estimatedArrival: 'Estimated arrival',
  actualArrival: 'Actual arrival',
};

const LEG_FIELDS = [
  'stage',
  'mode',
  'vesselName',
  'vesselImoNumber',
  'flightNumber',
  'voyageNumber',
  'loadLocation',
  'dischargeLocation',
  ...LEG_TIME_FIELDS,
] as const;
/**
 * Every field a refusal may name: the job's, each leg's (`legs.1.loadLocation`), then the list as a
 * whole, last, as the first field a refusal's name starts with takes it.
 */
const FIELDS = [
  'carrierBookingReference',
  'transportDocumentReference',
  'houseBillNumber',
  ...TRANSPORT_PLAN_STAGES.flatMap((_, i) => LEG_FIELDS.map((f) => `legs.${i}.${f}` as const)),
  'legs',
] as const;

/** 'Vessel' → 'vessel' mid-sentence; an acronym ('IMO number') stays as it is. */
const lowerFirst = (label: string) =>
  /^[A-Z][A-Z]/.test(label) ? label : `${label.charAt(0).toLowerCase()}${label.slice(1)}`;

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : null;

/** A leg's departure or arrival as a person reads it: the actual, else the estimate, else the plan, marked. */
function eventText(leg: TransportLeg, side: 'Departure' | 'Arrival') {
  const actual = when(leg[`actual${side}`]);
  if (actual) return actual;
  const estimated = when(leg[`estimated${side}`]);
  if (estimated) return `${estimated} (estimated)`;
  const planned = when(leg[`planned${side}`]);
  return planned ? `${planned} (planned)` : '—';
}

const craftOf = (leg: TransportLeg) =>
  leg.mode === 'AIR'
    ? (leg.flightNumber ?? '—')
    : [leg.vesselName, leg.vesselImoNumber ? `IMO ${leg.vesselImoNumber}` : null]
        .filter(Boolean)
        .join(' · ') || '—';

/**
 * The shipment's facts: the carrier's booking number, the bills of lading, and the legs with their
 * vessel or flight, voyage, places and times. Operations edit them (`canEdit`).
 */
export function ShipmentSection({ job, canEdit }: { job: Job; canEdit: boolean }) {
  const s = job.shipment;
  return (
    <Card withBorder component="section" aria-label="Shipment">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Shipment
          </Title>
          {canEdit ? <ShipmentActions job={job} /> : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DetailField label="Carrier booking number">{s.carrierBookingReference ?? '—'}</DetailField>
          <DetailField label={job.mode === 'air' ? 'MAWB number' : 'MBL number'}>
            {s.transportDocumentReference ?? '—'}
          </DetailField>
          <DetailField label={job.mode === 'air' ? 'HAWB number' : 'HBL number'}>
            {s.houseBillNumber ?? '—'}
          </DetailField>
        </SimpleGrid>
        {s.legs.length === 0 ? (
          <Text size="sm" c="dimmed">
            No transport legs yet{canEdit ? ': add the vessel or flight as the carrier confirms it.' : '.'}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table withTableBorder aria-label="Transport legs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Stage</Table.Th>
                  <Table.Th>Mode</Table.Th>
                  <Table.Th>Vessel / flight</Table.Th>
                  <Table.Th>Voyage</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Departure</Table.Th>
                  <Table.Th>Arrival</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.legs.map((leg) => (
                  <Table.Tr key={leg.stage}>
                    <Table.Td>{TRANSPORT_PLAN_STAGE[leg.stage]}</Table.Td>
                    <Table.Td>{TRANSPORT_MODE[leg.mode]}</Table.Td>
                    <Table.Td>{craftOf(leg)}</Table.Td>
                    <Table.Td>{leg.voyageNumber ?? '—'}</Table.Td>
                    <Table.Td>{leg.loadLocation ?? '—'}</Table.Td>
                    <Table.Td>{leg.dischargeLocation ?? '—'}</Table.Td>
                    <Table.Td>{eventText(leg, 'Departure')}</Table.Td>
                    <Table.Td>{eventText(leg, 'Arrival')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** Operations' buttons: number the HBL from the sequence (while it has none), edit the facts. */
function ShipmentActions({ job }: { job: Job }) {
  const [editing, setEditing] = useState(false);
  const numberHbl = useNumberHouseBill();
  return (
    <Group gap="xs">
      {job.shipment.houseBillNumber ? null : (
        <Button
          variant="light"
          size="xs"
          loading={numberHbl.isPending}
          onClick={() => numberHbl.mutate({ id: job.id, version: job.version })}
        >
          Number HBL
        </Button>
      )}
      <Button size="xs" onClick={() => setEditing(true)}>
        Edit shipment
      </Button>
      <ShipmentEditModal job={job} opened={editing} onClose={() => setEditing(false)} />
    </Group>
  );
}

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, as a datetime-local input holds it. */
const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

const emptyLeg = (stage: TransportPlanStage, mode: TransportMode) => ({
  stage,
  mode,
  vesselName: '',
  vesselImoNumber: '',
  flightNumber: '',
  voyageNumber: '',
  loadLocation: '',
  dischargeLocation: '',
  ...Object.fromEntries(LEG_TIME_FIELDS.map((f) => [f, null])),
});

/** The main carriage flies or sails as the job does; the legs around it go by road. */
const defaultMode = (job: Job, stage: TransportPlanStage) =>
  stage !== 'MNC' ? 'TRUCK' : job.mode === 'air' ? 'AIR' : 'VESSEL';

const startValues = (job: Job): JobShipmentRequest => ({
  version: job.version,
  carrierBookingReference: job.shipment.carrierBookingReference ?? '',
  transportDocumentReference: job.shipment.transportDocumentReference ?? '',
  houseBillNumber: job.shipment.houseBillNumber ?? '',
  legs: job.shipment.legs.map((leg) => ({
    ...leg,
    vesselName: leg.vesselName ?? '',
    vesselImoNumber: leg.vesselImoNumber ?? '',
    flightNumber: leg.flightNumber ?? '',
    voyageNumber: leg.voyageNumber ?? '',
    loadLocation: leg.loadLocation ?? '',
    dischargeLocation: leg.dischargeLocation ?? '',
  })),
});

/** The shipment's facts, whole, saved at the version on screen. */
function ShipmentEditModal({ job, opened, onClose }: { job: Job; opened: boolean; onClose: () => void }) {
  const save = useSaveJobShipment();
  const { form, failure, onSubmit } = useJobForm<JobShipmentRequest>({
    job,
    opened,
    onClose,
    schema: jobShipmentRequestSchema,
    startValues,
    fields: FIELDS,
    save: (body) => save.mutateAsync({ id: job.id, body }),
  });
  const { control, register } = form;
  const legs = useFieldArray({ control, name: 'legs' });

  const { errors } = form.formState;
  const used = new Set(form.watch('legs').map((l) => l.stage));
  const free = TRANSPORT_PLAN_STAGES.filter((stage) => !used.has(stage));
  const upper = { setValueAs: (v: string) => v.trim().toUpperCase() };

  return (
    <Modal opened={opened} onClose={onClose} title={`Shipment of ${job.reference}`} size="xl" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Carrier booking number"
              {...register('carrierBookingReference')}
              error={errors.carrierBookingReference?.message}
            />
            <TextInput
              label={job.mode === 'air' ? 'MAWB number' : 'MBL number'}
              {...register('transportDocumentReference')}
              error={errors.transportDocumentReference?.message}
            />
            <TextInput
              label={job.mode === 'air' ? 'HAWB number' : 'HBL number'}
              description="Or leave empty and number it from the HBL sequence"
              {...register('houseBillNumber')}
              error={errors.houseBillNumber?.message}
            />
          </SimpleGrid>
          {legs.fields.map((field, i) => {
            const legErrors = errors.legs?.[i];
            const isAir = form.watch(`legs.${i}.mode`) === 'AIR';
            // A short label on screen; the stage in the accessible name, as three legs repeat the fields.
            const named = (label: string) => ({
              label,
              'aria-label': `${TRANSPORT_PLAN_STAGE[field.stage]} ${lowerFirst(label)}`,
            });
            return (
              <Card
                withBorder
                key={field.id}
                aria-label={TRANSPORT_PLAN_STAGE[field.stage]}
                component="fieldset"
              >
                <Group justify="space-between" mb="xs">
                  <Text fw={600}>{TRANSPORT_PLAN_STAGE[field.stage]}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${TRANSPORT_PLAN_STAGE[field.stage].toLowerCase()}`}
                    onClick={() => legs.remove(i)}
                  >
                    ×
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <NativeSelect
                    {...named('Mode')}
                    data={TRANSPORT_MODES.map((m) => ({ value: m, label: TRANSPORT_MODE[m] }))}
                    {...register(`legs.${i}.mode`)}
                    error={legErrors?.mode?.message}
                  />
                  {isAir ? (
                    <TextInput
                      {...named('Flight number')}
                      {...register(`legs.${i}.flightNumber`, upper)}
                      error={legErrors?.flightNumber?.message}
                    />
                  ) : (
                    <>
                      <TextInput
                        {...named('Vessel')}
                        {...register(`legs.${i}.vesselName`)}
                        error={legErrors?.vesselName?.message}
                      />
                      <TextInput
                        {...named('IMO number')}
                        inputMode="numeric"
                        {...register(`legs.${i}.vesselImoNumber`)}
                        error={legErrors?.vesselImoNumber?.message}
                      />
                    </>
                  )}
                  <TextInput
                    {...named('Voyage')}
                    {...register(`legs.${i}.voyageNumber`)}
                    error={legErrors?.voyageNumber?.message}
                  />
                  <TextInput
                    {...named('Load place (UN/LOCODE)')}
                    {...register(`legs.${i}.loadLocation`, upper)}
                    error={legErrors?.loadLocation?.message}
                  />
                  <TextInput
                    {...named('Discharge place (UN/LOCODE)')}
                    {...register(`legs.${i}.dischargeLocation`, upper)}
                    error={legErrors?.dischargeLocation?.message}
                  />
                  {LEG_TIME_FIELDS.map((name) => (
                    <Controller
                      key={name}
                      control={control}
                      name={`legs.${i}.${name}`}
                      render={({ field: time }) => (
                        <TextInput
                          type="datetime-local"
                          {...named(TIME_LABELS[name])}
                          value={toLocalInput(time.value)}
                          onChange={(event) => time.onChange(fromLocalInput(event.currentTarget.value))}
                          onBlur={time.onBlur}
                          error={legErrors?.[name]?.message}
                        />
                      )}
                    />
                  ))}
                </SimpleGrid>
              </Card>
            );
          })}
          {errors.legs?.message ? (
            <Text c="red" size="sm" role="alert">
              {errors.legs.message}
            </Text>
          ) : null}
          {free.length > 0 ? (
            <Group gap="xs">
              {free.map((stage) => (
                <Button
                  key={stage}
                  variant="light"
                  size="xs"
                  onClick={() => legs.append(emptyLeg(stage, defaultMode(job, stage)))}
                >
                  {`Add ${TRANSPORT_PLAN_STAGE[stage].toLowerCase()}`}
                </Button>
              ))}
            </Group>
          ) : null}
          <JobModalFooter
            jobId={job.id}
            failure={failure}
            onClose={onClose}
            isSubmitting={form.formState.isSubmitting}
            submitLabel="Save shipment"
          />
        </Stack>
      </form>
    </Modal>
  );
}

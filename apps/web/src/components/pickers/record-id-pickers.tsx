import type { CityRef, PortOption } from '@fastforward/domain';
import { useState } from 'react';
import { CityRecordPicker, type CityRecordPickerProps } from './city-record-picker';
import { PortPicker, type PortPickerProps } from './port-picker';

/**
 * Where a form holds the id of a searched record: the picker keeps the chosen record to show its
 * label, and shows the record's stored one (its label from the record) while the id is still its.
 * A reset of the form (another record, another mode) changes the id: the picker follows it.
 */
function useShownRecord<T extends { id: number }>(value: number | null | undefined, stored: T | null) {
  const [chosen, setChosen] = useState<T | null>(null);
  const shown = [chosen, stored].find((item) => item !== null && item.id === value) ?? null;
  return { shown, setChosen };
}

type IdProps<T> = {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  /** The record's own, before the user searches another. */
  stored?: T | null;
};

/** A port picker whose value is the port's id. */
export function PortIdPicker({
  value,
  onChange,
  stored = null,
  ...props
}: Omit<PortPickerProps, 'value' | 'onChange'> & IdProps<PortOption>) {
  const { shown, setChosen } = useShownRecord(value, stored);
  return (
    <PortPicker
      {...props}
      value={shown}
      onChange={(port) => {
        setChosen(port);
        onChange(port?.id ?? null);
      }}
    />
  );
}

/** A place (a city record, shipped or the company's own) by its id. */
export function PlaceIdPicker({
  value,
  onChange,
  stored = null,
  ...props
}: Omit<CityRecordPickerProps, 'value' | 'onChange'> & IdProps<CityRef>) {
  const { shown, setChosen } = useShownRecord(value, stored);
  return (
    <CityRecordPicker
      {...props}
      value={shown}
      onChange={(city) => {
        setChosen(city);
        onChange(city?.id ?? null);
      }}
    />
  );
}

import type { FreightType, PortOption } from '@fastforward/domain';
import { useState } from 'react';
import { PortPicker } from './port-picker';

export type PortFilterKey = 'originPortId' | 'destinationPortId';

type PortFiltersProps = {
  /** The list's mode filter: sea lists sea and dry ports, air airports. */
  freightType?: FreightType;
  originPortId?: number;
  destinationPortId?: number;
  onChange: (key: PortFilterKey, portId: number | undefined) => void;
};

/**
 * A list's Origin and Destination filters. The address keeps only the ports' ids, so the picked
 * ports are held here to show their names; an id changed elsewhere (a link, Back) empties the picker.
 */
export function PortFilters({ freightType, originPortId, destinationPortId, onChange }: PortFiltersProps) {
  const [origin, setOrigin] = useState<PortOption | null>(null);
  const [destination, setDestination] = useState<PortOption | null>(null);
  return (
    <>
      <PortPicker
        label="Origin"
        placeholder="Any origin"
        freightType={freightType}
        value={origin?.id === originPortId ? origin : null}
        onChange={(port) => {
          setOrigin(port);
          onChange('originPortId', port?.id);
        }}
      />
      <PortPicker
        label="Destination"
        placeholder="Any destination"
        freightType={freightType}
        value={destination?.id === destinationPortId ? destination : null}
        onChange={(port) => {
          setDestination(port);
          onChange('destinationPortId', port?.id);
        }}
      />
    </>
  );
}

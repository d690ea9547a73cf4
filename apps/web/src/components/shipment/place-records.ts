import type { CityRef, PortOption } from '@fastforward/domain';
import { useState } from 'react';

/** The fields of a shipment that hold a port's id (a custom point is a dry port). */
export type PortField =
  | 'originPortId'
  | 'destinationPortId'
  | 'originCustomPointId'
  | 'destinationCustomPointId';
/** The fields that hold a city's id. */
export type CityField = 'originPlaceId' | 'finalPlaceId';

/**
 * The records chosen for a form's port and place ids, so a picker shows a label for an id it did
 * not find itself: the one the user chose, or one the form was opened with (a Rate Wizard request
 * carried into an enquiry).
 */
export type PlaceRecords = Partial<Record<PortField, PortOption> & Record<CityField, CityRef>>;

export function usePlaceRecords(initial: PlaceRecords = {}) {
  const [places, setPlaces] = useState<PlaceRecords>(initial);
  const choose = <F extends keyof PlaceRecords>(field: F, record: PlaceRecords[F] | null) =>
    setPlaces((current) => ({ ...current, [field]: record ?? undefined }));
  return { places, choose };
}

export type PlaceRecordsState = ReturnType<typeof usePlaceRecords>;

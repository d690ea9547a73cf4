import {
  enquiryPath,
  type ItemData,
  JOB_PATHS,
  type Job,
  type JobShipmentRequest,
} from '@fastforward/domain';
import { request } from '../../../lib/http';
import { useJobWrite } from './job-write';

/** PUT {JOB_PATHS.jobShipment}: the booking number, bills of lading and legs, whole, at the version read. */
export const saveJobShipment = async ({ id, body }: { id: number; body: JobShipmentRequest }) =>
  (
    await request<ItemData<Job>>(enquiryPath(JOB_PATHS.jobShipment, { id }), {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

/** POST {JOB_PATHS.jobHblNumber}: the next HBL number of the company's sequence. */
export const numberHouseBill = async ({ id, version }: { id: number; version: number }) =>
  (
    await request<ItemData<Job>>(enquiryPath(JOB_PATHS.jobHblNumber, { id }), {
      method: 'POST',
      body: { version },
    })
  ).data.item;

export const useSaveJobShipment = () => useJobWrite(saveJobShipment);
export const useNumberHouseBill = () => useJobWrite(numberHouseBill);

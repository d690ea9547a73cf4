import {
  CONTAINER_NUMBER_PATHS,
  type ContainerNumber,
  type ContainerNumberRequest,
} from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

/** GET/POST {CONTAINER_NUMBER_PATHS.containerNumbers}, PUT/DELETE …/:id. */
export const containerNumbersApi = createRecordsApi<ContainerNumber, ContainerNumberRequest>(
  CONTAINER_NUMBER_PATHS.containerNumbers,
  'container-numbers',
);

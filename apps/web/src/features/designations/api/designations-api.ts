import { ORGANISATION_PATHS } from '@fastforward/domain';
import { createNamedRecordsApi } from '../../../components/named-records';

/** GET/POST {ORGANISATION_PATHS.designations}, PUT/DELETE …/:id. */
export const designationsApi = createNamedRecordsApi(ORGANISATION_PATHS.designations, 'designations');

import { ORGANISATION_PATHS } from '@fastforward/domain';
import { createOptionsApi } from '../../../components/company-records';

/** The designation picker's choices. */
export const { getQueryOptions: getDesignationOptionsQueryOptions, useOptions: useDesignationOptions } =
  createOptionsApi(ORGANISATION_PATHS.designations, 'designations');

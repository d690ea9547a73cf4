import { ORGANISATION_PATHS } from '@fastforward/domain';
import { createOptionsApi } from '../../../components/company-records';

/** The department picker's choices. */
export const { getQueryOptions: getDepartmentOptionsQueryOptions, useOptions: useDepartmentOptions } =
  createOptionsApi(ORGANISATION_PATHS.departments, 'departments');

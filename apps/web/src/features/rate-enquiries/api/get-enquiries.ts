import type { EnquiryListItem, EnquiryListQuery } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';
import { DOOR_PATHS, ENQUIRIES_KEY, type EnquiryDoor } from './enquiry-doors';

export type EnquiryListFilters = ListQueryOf<EnquiryListQuery> & { search?: string };

/** GET {DOOR_PATHS[door].list}: a page of enquiries with the list's filters (enquiryListQuerySchema). */
export const enquiriesApi = {
  staff: createListApi<EnquiryListItem>(DOOR_PATHS.staff.list, [ENQUIRIES_KEY, 'staff', 'list']),
  customer: createListApi<EnquiryListItem>(DOOR_PATHS.customer.list, [ENQUIRIES_KEY, 'customer', 'list']),
} satisfies Record<EnquiryDoor, unknown>;

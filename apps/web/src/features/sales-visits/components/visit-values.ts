import { SALES_VISIT_STATUS, type SalesVisit, type SalesVisitStatus } from '@fastforward/domain';

/** The visit form's values: the request's fields, empty where nothing is chosen yet. */
export type VisitFormValues = {
  salesPersonId: number | null;
  purpose: string;
  location: string;
  plannedAt: string | null;
  leadId: number | null;
  customerCompanyId: number | null;
  status: SalesVisitStatus;
  visitedAt: string | null;
  outcome: string;
};

/** The whole visit as the form holds it: every save sends all of it (PUT replaces). */
export const visitFormValues = (visit: SalesVisit | null, me: number | null): VisitFormValues => ({
  salesPersonId: visit?.salesPerson.id ?? me,
  purpose: visit?.purpose ?? '',
  location: visit?.location ?? '',
  plannedAt: visit?.plannedAt ?? null,
  leadId: visit?.lead?.id ?? null,
  customerCompanyId: visit?.customer?.id ?? null,
  status: visit?.status ?? SALES_VISIT_STATUS.planned,
  visitedAt: visit?.visitedAt ?? null,
  outcome: visit?.outcome ?? '',
});

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

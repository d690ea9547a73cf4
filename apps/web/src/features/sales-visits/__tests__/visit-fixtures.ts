import type { SalesVisit } from '@fastforward/domain';

export const PLANNED: SalesVisit = {
  id: 7,
  status: 'planned',
  salesPerson: { id: 5, fullName: 'Sam Sales' },
  purpose: 'Introduce the sea freight service',
  location: 'Jebel Ali Free Zone',
  plannedAt: '2026-06-16T06:00:00.000Z',
  visitedAt: null,
  outcome: null,
  lead: { id: 3, name: 'Gulf Traders' },
  customer: null,
  fileCount: 1,
  createdAt: '2026-06-01T06:00:00.000Z',
  updatedAt: '2026-06-01T06:00:00.000Z',
};

export const COMPLETED: SalesVisit = {
  ...PLANNED,
  id: 8,
  status: 'completed',
  salesPerson: { id: 6, fullName: 'Olivia Admin' },
  purpose: 'Quarterly review',
  visitedAt: '2026-06-02T07:00:00.000Z',
  outcome: 'Asked for air rates',
  lead: null,
  customer: { id: 11, name: 'Acme Imports' },
  fileCount: 0,
};

export const PEOPLE = [
  { id: 5, fullName: 'Sam Sales' },
  { id: 6, fullName: 'Olivia Admin' },
];

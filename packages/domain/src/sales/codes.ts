/** A lead setting is a source (where the lead came from) or a stage (where it stands). */
export const LEAD_SETTING_KIND = { source: 'source', stage: 'stage' } as const;
export const LEAD_SETTING_KINDS = [LEAD_SETTING_KIND.source, LEAD_SETTING_KIND.stage] as const;
export type LeadSettingKind = (typeof LEAD_SETTING_KINDS)[number];

export const SALES_VISIT_STATUS = {
  planned: 'planned',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
export const SALES_VISIT_STATUSES = [
  SALES_VISIT_STATUS.planned,
  SALES_VISIT_STATUS.completed,
  SALES_VISIT_STATUS.cancelled,
] as const;
export type SalesVisitStatus = (typeof SALES_VISIT_STATUSES)[number];

export const FOLLOW_UP_STATUS = { open: 'open', done: 'done' } as const;
export const FOLLOW_UP_STATUSES = [FOLLOW_UP_STATUS.open, FOLLOW_UP_STATUS.done] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

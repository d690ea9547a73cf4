import { type DcsaEvent, JOB_STATUS, JOB_STATUS_DCSA_EVENTS, type JobStatusCode } from '@fastforward/domain';

/** A status's colour: moving ones in blues, paused ones orange, refusals red, the ends green or grey. */
export const JOB_STATUS_COLORS: Record<JobStatusCode, string> = {
  QUED: 'gray',
  SPBO: 'blue',
  SPRE: 'gray',
  CAPI: 'blue',
  BLAP: 'teal',
  CGLD: 'indigo',
  TRNT: 'indigo',
  AADP: 'cyan',
  DORE: 'cyan',
  CGRE: 'cyan',
  ADPL: 'teal',
  PREL: 'grape',
  PREC: 'grape',
  PRTV: 'grape',
  QERY: 'orange',
  SEUN: 'red',
  QREJ: 'red',
  CPRD: 'red',
  CNCL: 'dark',
  CLOS: 'green',
};

export const isJobStatusCode = (code: string): code is JobStatusCode => Object.hasOwn(JOB_STATUS, code);

/** 'Space booked' from 'space booked': the codes' labels are lower case in the domain. */
const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** A status's label for people; a code the app does not know (a custom one) shows as it is. */
export const jobStatusLabel = (code: string) =>
  isJobStatusCode(code) ? capitalised(JOB_STATUS[code]) : code;

/** 'EQUIPMENT · LOAD', with the document DCSA names ('SHIPMENT · CONF · BKG'). */
export const dcsaEventLabel = (event: DcsaEvent) =>
  [event.eventType, event.eventTypeCode, event.documentTypeCode].filter(Boolean).join(' · ');

/** The DCSA event of a SPEC §4 status. */
export const dcsaEventOf = (code: JobStatusCode): DcsaEvent => JOB_STATUS_DCSA_EVENTS[code];

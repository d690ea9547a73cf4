import { describe, expect, it } from 'vitest';
import { JOB_STATUS, type JobStatusCode } from '../../codes/job-status';
import {
  CUSTOMER_HIDDEN_STATUSES,
  customerJobStatus,
  customerTracker,
  type TrackerEntry,
} from '../customer-tracker';

const CODES = Object.keys(JOB_STATUS) as JobStatusCode[];

const move = (
  code: string,
  at = '2026-12-01T08:00:00.000Z',
  extra: Partial<TrackerEntry> = {},
): TrackerEntry => ({
  kind: 'status',
  code,
  label: code,
  changedAt: at,
  eventAt: null,
  eventClassifier: null,
  eventLocation: null,
  internal: false,
  ...extra,
});

describe('the customer tracker', () => {
  it('for every job status reached by a move, lists only what happened and never a hidden status', () => {
    for (const code of CODES) {
      const tracker = customerTracker(code, [move('QUED'), move(code)]);
      const shown = tracker.happened.map((m) => m.code);
      for (const hidden of CUSTOMER_HIDDEN_STATUSES) {
        expect(shown, code).not.toContain(hidden);
        expect(
          tracker.ahead.map((m) => m.code),
          code,
        ).not.toContain(hidden);
      }
      expect(
        shown.every((c) => c === 'QUED' || c === code),
        code,
      ).toBe(true);
      // A step skipped on the way is never ticked: AADP only once an AADP move happened.
      if (code !== 'AADP') expect(shown, code).not.toContain('AADP');
      expect(
        tracker.ahead.map((m) => m.code),
        code,
      ).not.toContain(code);
    }
  });

  it('a job that went TRNT → DORE shows AADP ahead as planned, not happened', () => {
    const tracker = customerTracker('DORE', [move('QUED'), move('SPBO'), move('TRNT'), move('DORE')]);
    expect(tracker.happened.map((m) => m.code)).toEqual(['QUED', 'SPBO', 'TRNT', 'DORE']);
    expect(tracker.ahead.map((m) => m.code)).toEqual(['CGRE', 'ADPL', 'PREC', 'CLOS']);
  });

  it('shows the event time and place, marks an estimate, leaves out internal custom statuses', () => {
    const tracker = customerTracker('TRNT', [
      move('TRNT', '2026-12-02T10:00:00.000Z', {
        eventAt: '2026-12-02T06:00:00.000Z',
        eventClassifier: 'ACT',
        eventLocation: 'CNSHA',
      }),
      move('AADP', '2026-12-02T10:00:00.000Z', {
        eventAt: '2026-12-20T06:00:00.000Z',
        eventClassifier: 'EST',
      }),
      { ...move('FUMI'), kind: 'custom', label: 'Fumigated', internal: true },
      { ...move('VGMS'), kind: 'custom', label: 'VGM submitted' },
    ]);
    expect(tracker.happened).toEqual([
      {
        code: 'TRNT',
        words: 'Departed: in transit',
        at: '2026-12-02T06:00:00.000Z',
        estimated: false,
        location: 'CNSHA',
      },
      {
        code: 'AADP',
        words: 'Arrived at the port of discharge',
        at: '2026-12-20T06:00:00.000Z',
        estimated: true,
        location: null,
      },
      {
        code: 'VGMS',
        words: 'VGM submitted',
        at: '2026-12-01T08:00:00.000Z',
        estimated: false,
        location: null,
      },
    ]);
  });

  it('the customer reads a hidden status as the visible one before it, every other status as it is', () => {
    expect(customerJobStatus('PREL')).toBe('ADPL');
    expect(customerJobStatus('PRTV')).toBe('PREC');
    for (const code of Object.keys(JOB_STATUS) as JobStatusCode[]) {
      const read = customerJobStatus(code);
      expect(CUSTOMER_HIDDEN_STATUSES as readonly string[]).not.toContain(read);
      if (!(CUSTOMER_HIDDEN_STATUSES as readonly string[]).includes(code)) expect(read).toBe(code);
    }
  });

  it('nothing lies ahead of a closed or cancelled job', () => {
    expect(customerTracker('CLOS', [move('QUED'), move('CLOS')]).ahead).toEqual([]);
    expect(customerTracker('CNCL', [move('QUED'), move('CNCL')]).ahead).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JOB_MAIN_LINE,
  JOB_PAUSE_STATUSES,
  JOB_STATUS,
  type JobMainLineStatus,
  type JobStatusCode,
} from '../../codes/job-status';
import { type JobStatusContext, jobStatusContextOf, jobStatusWorkflow as wf } from '../job-status-workflow';

/**
 * Every (from, to) pair, written out by hand from PRODUCT §2.7 and docs/decisions.md.
 *   Y  allowed; the job then holds `to`
 *   k  allowed; recorded only, the job keeps `from` (BLAP)
 *   q  allowed; recorded only, the job goes back to QUED (SPRE)
 *   r  allowed only to the status the pause interrupted (context), else refused
 *   .  refused
 */
const MATRIX = `
from\\to QUED SPBO CAPI CGLD TRNT AADP DORE CGRE ADPL PREL PREC PRTV CLOS BLAP SPRE QERY SEUN QREJ CPRD CNCL
QUED     .    Y    Y    Y    Y    Y    Y    Y    Y    Y    Y    Y    Y    .    .    Y    Y    Y    Y    Y
SPBO     .    .    Y    Y    Y    Y    Y    Y    Y    Y    Y    Y    Y    k    q    Y    Y    Y    Y    Y
CAPI     .    .    .    Y    Y    Y    Y    Y    Y    Y    Y    Y    Y    k    .    Y    Y    Y    Y    Y
CGLD     .    .    .    .    Y    Y    Y    Y    Y    Y    Y    Y    Y    k    .    Y    Y    Y    Y    Y
TRNT     .    .    .    .    .    Y    Y    Y    Y    Y    Y    Y    Y    k    .    Y    Y    Y    Y    Y
AADP     .    .    .    .    .    .    Y    Y    Y    Y    Y    Y    Y    k    .    Y    Y    Y    Y    Y
DORE     .    .    .    .    .    .    .    Y    Y    Y    Y    Y    Y    k    .    Y    Y    Y    Y    Y
CGRE     .    .    .    .    .    .    .    .    Y    Y    Y    Y    Y    k    .    Y    Y    Y    Y    Y
ADPL     .    .    .    .    .    .    .    .    .    Y    Y    Y    Y    k    .    Y    Y    Y    Y    Y
PREL     .    .    .    .    .    .    .    .    .    .    Y    Y    Y    k    .    Y    Y    Y    Y    Y
PREC     .    .    .    .    .    .    .    .    .    .    .    Y    Y    k    .    Y    Y    Y    Y    Y
PRTV     .    .    .    .    .    .    .    .    .    .    .    .    Y    k    .    Y    Y    Y    Y    Y
CLOS     .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .
BLAP     .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .
SPRE     .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .
QERY     r    r    r    r    r    r    r    r    r    r    r    r    .    .    .    .    Y    Y    Y    Y
SEUN     r    r    r    r    r    r    r    r    r    r    r    r    .    .    .    Y    .    Y    Y    Y
QREJ     r    r    r    r    r    r    r    r    r    r    r    r    .    .    .    Y    Y    .    Y    Y
CPRD     r    r    r    r    r    r    r    r    r    r    r    r    .    .    .    Y    Y    Y    .    Y
CNCL     .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .    .
`;

type Cell = 'Y' | 'k' | 'q' | 'r' | '.';

const [header = '', ...rows] = MATRIX.trim().split('\n');
const columns = header.split(/\s+/).slice(1) as JobStatusCode[];
const expected = new Map<string, Cell>();
for (const row of rows) {
  const [from, ...cells] = row.split(/\s+/);
  for (const [i, cell] of cells.entries()) expected.set(`${from}>${columns[i]}`, cell as Cell);
}

const ALL = Object.keys(JOB_STATUS) as JobStatusCode[];
const OPEN_MAIN_LINE = JOB_MAIN_LINE.filter((s) => s !== 'CLOS');
/** No context, and each status a pause can have interrupted. */
const CONTEXTS: (JobStatusContext | undefined)[] = [
  undefined,
  ...OPEN_MAIN_LINE.map((interrupted) => ({ interrupted })),
];

const mainLineIndex = (s: string) => (JOB_MAIN_LINE as readonly string[]).indexOf(s);

describe('the job status table', () => {
  it('covers the 20 codes of SPEC §4, in rows and columns', () => {
    expect(ALL).toHaveLength(20);
    expect([...columns].sort()).toEqual([...ALL].sort());
    expect(rows.map((r) => r.split(/\s+/)[0]).sort()).toEqual([...ALL].sort());
    expect(expected.size).toBe(400);
    expect(wf.states).toEqual(ALL);
  });

  it.each(ALL.flatMap((from) => ALL.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    const cell = expected.get(`${from}>${to}`);
    for (const context of CONTEXTS) {
      const verdict = wf.canMove(from, to, context);
      const why = `${from} → ${to} with ${JSON.stringify(context)}: ${JSON.stringify(verdict)}`;
      switch (cell) {
        case 'Y':
          expect(verdict, why).toEqual({ ok: true, status: to });
          break;
        case 'k':
          expect(verdict, why).toEqual({ ok: true, status: from });
          break;
        case 'q':
          expect(verdict, why).toEqual({ ok: true, status: 'QUED' });
          break;
        case 'r':
          if (context?.interrupted === to) expect(verdict, why).toEqual({ ok: true, status: to });
          else expect(verdict.ok, why).toBe(false);
          break;
        case '.':
          expect(verdict.ok, why).toBe(false);
          break;
        default:
          throw new Error(`no cell for ${from} → ${to}`);
      }
    }
  });

  it('gives a reason naming both statuses, or the interrupted one', () => {
    expect(wf.canMove('TRNT', 'CAPI')).toEqual({
      ok: false,
      reason: 'A job cannot move from TRNT (in transit) to CAPI (cargo pickup)',
    });
    expect(wf.canMove('CLOS', 'QERY')).toEqual({
      ok: false,
      reason: 'A job in CLOS (closed) cannot change any more',
    });
    expect(wf.canMove('BLAP', 'CLOS')).toEqual({
      ok: false,
      reason: 'A job is never in BLAP (bill of lading approved): it is only recorded in the history',
    });
    expect(wf.canMove('QERY', 'CGLD', { interrupted: 'TRNT' })).toEqual({
      ok: false,
      reason: 'A job in QERY (query) returns only to TRNT (in transit), the status it interrupted',
    });
    expect(wf.canMove('QERY', 'TRNT')).toEqual({
      ok: false,
      reason: 'The status that QERY (query) interrupted is not known',
    });
    expect(wf.canMove('QUED', 'QUED')).toEqual({ ok: false, reason: 'The job is already in QUED (queued)' });
    expect(wf.canMove('QUED', 'XXXX' as JobStatusCode)).toEqual({
      ok: false,
      reason: "'XXXX' is not a job status",
    });
  });

  it('lists the next statuses in the table order, narrowed by the context', () => {
    expect(wf.nextStates('PREC')).toEqual(['PRTV', 'CLOS', 'BLAP', 'QERY', 'SEUN', 'QREJ', 'CPRD', 'CNCL']);
    expect(wf.nextStates('QERY', { interrupted: 'CAPI' })).toEqual(['CAPI', 'SEUN', 'QREJ', 'CPRD', 'CNCL']);
    expect(wf.nextStates('CLOS')).toEqual([]);
    expect(wf.nextStates('BLAP')).toEqual([]);
  });
});

describe('jobStatusContextOf', () => {
  const h = (...moves: [string | null, string][]) =>
    moves.map(([fromStatus, toStatus]) => ({ fromStatus, toStatus }));

  it('is the main-line status the job last left for a pause', () => {
    expect(jobStatusContextOf(h([null, 'QUED'], ['QUED', 'SPBO'], ['SPBO', 'QERY']))).toEqual({
      interrupted: 'SPBO',
    });
    // Moving between pauses keeps where the job stopped; BLAP rows come from the main line too.
    expect(
      jobStatusContextOf(
        h(['SPBO', 'BLAP'], ['SPBO', 'CAPI'], ['CAPI', 'QERY'], ['QERY', 'SEUN'], ['SEUN', 'CPRD']),
      ),
    ).toEqual({ interrupted: 'CAPI' });
    expect(
      jobStatusContextOf(h(['TRNT', 'QERY'], ['QERY', 'TRNT'], ['TRNT', 'AADP'], ['AADP', 'QREJ'])),
    ).toEqual({
      interrupted: 'AADP',
    });
  });

  it('is undefined for a job that never paused', () => {
    expect(jobStatusContextOf([])).toBeUndefined();
    expect(jobStatusContextOf(h([null, 'QUED'], ['QUED', 'SPBO'], ['SPBO', 'BLAP']))).toBeUndefined();
  });
});

const statusArb = fc.constantFrom(...ALL);
const contextArb = fc.option(fc.record({ interrupted: fc.constantFrom(...JOB_MAIN_LINE) }), {
  nil: undefined,
});

type Step = { from: JobStatusCode; to: JobStatusCode; held: JobStatusCode; position: number };

/**
 * A job walked from QUED through `picks` (each picks among the allowed next statuses), its
 * context derived from its own history as the API will derive it. Each step says where the job
 * stands on the main line: its status, or the status its pause interrupted.
 */
function walk(picks: number[]): Step[] {
  let held: JobStatusCode = 'QUED';
  const history: { fromStatus: string | null; toStatus: string }[] = [{ fromStatus: null, toStatus: 'QUED' }];
  const steps: Step[] = [];
  for (const pick of picks) {
    const context = jobStatusContextOf(history);
    const next = wf.nextStates(held, context);
    if (next.length === 0) break;
    const to = next[pick % next.length] as JobStatusCode;
    const verdict = wf.canMove(held, to, context);
    if (!verdict.ok) throw new Error(`nextStates offered a refused move: ${verdict.reason}`);
    history.push({ fromStatus: held, toStatus: to });
    const from = held;
    held = verdict.status;
    const stoppedAt = mainLineIndex(held) >= 0 ? held : jobStatusContextOf(history)?.interrupted;
    steps.push({ from, to, held, position: stoppedAt ? mainLineIndex(stoppedAt) : -1 });
  }
  return steps;
}

describe('job status laws (fast-check)', () => {
  it('never moves back on the main line; only SPRE returns SPBO to QUED', () => {
    fc.assert(
      fc.property(statusArb, statusArb, contextArb, (from, to, context) => {
        const verdict = wf.canMove(from, to, context);
        if (!verdict.ok || mainLineIndex(from) < 0) return;
        const after = mainLineIndex(verdict.status);
        if (after < 0) return; // a pause or CNCL: off the line, not back along it
        if (to === 'SPRE') expect([from, verdict.status]).toEqual(['SPBO', 'QUED']);
        else if (to === 'BLAP') expect(verdict.status).toBe(from);
        else expect(after).toBeGreaterThan(mainLineIndex(from));
      }),
      { numRuns: 2000 },
    );
  });

  it('a walked job stands ever further along the line, but for SPRE', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), (picks) => {
        let position = 0;
        for (const step of walk(picks)) {
          if (step.held === 'CNCL') return;
          if (step.to === 'SPRE') expect(step.position).toBe(0);
          else expect(step.position).toBeGreaterThanOrEqual(position);
          position = step.position;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('records BLAP only from SPBO up to PRTV, and BLAP never moves the line', () => {
    const between = JOB_MAIN_LINE.slice(mainLineIndex('SPBO'), mainLineIndex('CLOS')) as JobMainLineStatus[];
    fc.assert(
      fc.property(statusArb, contextArb, (from, context) => {
        const verdict = wf.canMove(from, 'BLAP', context);
        expect(verdict.ok).toBe((between as string[]).includes(from));
        if (verdict.ok) expect(verdict.status).toBe(from);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps CLOS and CNCL final, and no other status a job can hold', () => {
    fc.assert(
      fc.property(fc.constantFrom('CLOS', 'CNCL' as const), statusArb, contextArb, (from, to, context) => {
        expect(wf.canMove(from, to, context).ok).toBe(false);
        expect(wf.nextStates(from, context)).toEqual([]);
      }),
    );
    expect(ALL.filter((s) => wf.isFinal(s))).toEqual(['CNCL', 'CLOS']);
  });

  it('returns a QERY (or any pause) only to the status it interrupted', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...JOB_PAUSE_STATUSES),
        fc.constantFrom(...OPEN_MAIN_LINE),
        fc.constantFrom(...JOB_MAIN_LINE),
        (pause, interrupted, to) => {
          expect(wf.canMove(pause, to, { interrupted }).ok).toBe(to === interrupted);
        },
      ),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), (picks) => {
        let stoppedAt: JobStatusCode | null = null;
        for (const step of walk(picks)) {
          const pausing = (JOB_PAUSE_STATUSES as readonly string[]).includes(step.held);
          if (pausing && stoppedAt === null) stoppedAt = step.from;
          if (!pausing) {
            if (stoppedAt !== null && step.held !== 'CNCL') expect(step.held).toBe(stoppedAt);
            stoppedAt = null;
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

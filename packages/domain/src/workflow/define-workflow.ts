/** A move the table and the guards allow, with the status the record holds after it. */
export type WorkflowMoveAllowed<H extends string> = { ok: true; status: H };
export type WorkflowMoveRefused = { ok: false; reason: string };
export type WorkflowVerdict<H extends string> = WorkflowMoveAllowed<H> | WorkflowMoveRefused;

/** A move the table allows, with the caller's context (what the record's state alone cannot say). */
export type WorkflowMove<S extends string, H extends S, C> = { from: H; to: S; context: C | undefined };

/** Refuses a move the table allows by answering the reason; null lets it pass. */
export type WorkflowGuard<S extends string, H extends S, C> = (move: WorkflowMove<S, H, C>) => string | null;

/**
 * S: every status; R: the statuses only ever recorded (never held); C: the guards' context.
 * The statuses a record can hold are `Exclude<S, R>`.
 */
export type WorkflowDefinition<S extends string, R extends S, C> = {
  /** What moves through the statuses, for the reasons: 'job', 'enquiry'. */
  subject: string;
  /** Every status with its label (a SPEC code object such as JOB_STATUS). */
  states: { readonly [K in S]: string };
  /** Where each held status may go; an empty list makes the status final. */
  transitions: { readonly [K in Exclude<NoInfer<S>, NoInfer<R>>]: readonly NoInfer<S>[] };
  /**
   * Statuses recorded in the history without the record ever holding them: a move to one leaves
   * the record in the status this answers (its own, or another).
   */
  recordedOnly?: {
    readonly [K in R]: (from: Exclude<NoInfer<S>, NoInfer<R>>) => Exclude<NoInfer<S>, NoInfer<R>>;
  };
  guards?: readonly WorkflowGuard<NoInfer<S>, Exclude<NoInfer<S>, NoInfer<R>>, C>[];
};

export type Workflow<S extends string, R extends S, C> = ReturnType<typeof defineWorkflow<S, R, C>>;

/**
 * A state machine over a table of statuses. `canMove` is the one check: the table first, then
 * each guard; an allowed move answers the status the record holds afterwards, which is `to`
 * unless `to` is recorded-only. A final status is one with no way out.
 */
export function defineWorkflow<S extends string, R extends S = never, C = never>(
  definition: WorkflowDefinition<S, R, C>,
) {
  type Held = Exclude<S, R>;
  const { subject, states, transitions, recordedOnly, guards = [] } = definition;
  const article = /^[aeiou]/i.test(subject) ? 'An' : 'A';

  const isState = (value: string): value is S => Object.hasOwn(states, value);
  const isHeld = (status: S): status is Held => Object.hasOwn(transitions, status);
  const isRecordedOnly = (status: S): status is R =>
    recordedOnly !== undefined && Object.hasOwn(recordedOnly, status);
  /** 'TRNT (in transit)': the code the user picks, and what it means. */
  const describe = (status: string) => (isState(status) ? `${status} (${states[status]})` : `'${status}'`);
  const refuse = (reason: string): WorkflowMoveRefused => ({ ok: false, reason });

  /** A held status with no way out; never true of a recorded-only status (nothing is ever in it). */
  const isFinal = (status: S): boolean => isHeld(status) && transitions[status].length === 0;

  function canMove(from: S, to: S, context?: C): WorkflowVerdict<Held> {
    if (!isState(to)) return refuse(`${describe(to)} is not a ${subject} status`);
    if (!isState(from)) return refuse(`${describe(from)} is not a ${subject} status`);
    if (!isHeld(from)) {
      return refuse(
        `${article} ${subject} is never in ${describe(from)}: it is only recorded in the history`,
      );
    }
    if (isFinal(from)) return refuse(`${article} ${subject} in ${describe(from)} cannot change any more`);
    if (from === to) return refuse(`The ${subject} is already in ${describe(from)}`);
    if (!transitions[from].includes(to)) {
      return refuse(`${article} ${subject} cannot move from ${describe(from)} to ${describe(to)}`);
    }
    for (const guard of guards) {
      const reason = guard({ from, to, context });
      if (reason !== null) return refuse(reason);
    }
    return { ok: true, status: recordedOnly && isRecordedOnly(to) ? recordedOnly[to](from) : (to as Held) };
  }

  return {
    subject,
    /** Every status, in the order of the definition. */
    states: Object.keys(states) as S[],
    label: (status: S): string => states[status],
    isState,
    isHeld,
    isRecordedOnly,
    isFinal,
    canMove,
    /** The statuses `from` may move to with this context, in the table's order. */
    nextStates(from: S, context?: C): S[] {
      if (!isState(from) || !isHeld(from)) return [];
      return transitions[from].filter((to) => canMove(from, to, context).ok);
    },
  };
}

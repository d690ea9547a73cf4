import { PASSWORD_REQUIREMENTS } from '@fastforward/domain';

const STATES = {
  neutral: { className: 'ff-hint-neutral', mark: '•', spoken: '' },
  met: { className: 'ff-hint-met', mark: '✓', spoken: ' (met)' },
  unmet: { className: 'ff-hint-unmet', mark: '✗', spoken: ' (not met)' },
} as const;

/**
 * The requirement list of SPEC §2/§5. Before anything is typed it is a neutral list of what a
 * password needs (nobody has failed it yet); from the first character each is marked met or unmet.
 */
export function PasswordHints({ password }: { password: string }) {
  return (
    <ul className="ff-hints" aria-label="Password requirements">
      {PASSWORD_REQUIREMENTS.map((requirement) => {
        const state = STATES[password === '' ? 'neutral' : requirement.test(password) ? 'met' : 'unmet'];
        return (
          <li key={requirement.key} className={state.className}>
            <span aria-hidden="true">{state.mark}</span> {requirement.label}
            {state.spoken ? <span className="ff-visually-hidden">{state.spoken}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

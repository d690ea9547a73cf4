import { PASSWORD_REQUIREMENTS } from '@fastforward/domain';

/** The requirement list of SPEC §2/§5, each marked met or unmet. */
export function PasswordHints({ password }: { password: string }) {
  return (
    <ul className="ff-hints" aria-label="Password requirements">
      {PASSWORD_REQUIREMENTS.map((requirement) => {
        const met = requirement.test(password);
        return (
          <li key={requirement.key} className={met ? 'ff-hint-met' : 'ff-hint-unmet'}>
            <span aria-hidden="true">{met ? '✓' : '✗'}</span> {requirement.label}
            <span className="ff-visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

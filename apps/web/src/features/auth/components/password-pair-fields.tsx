import { getPasswordValidity, MESSAGES } from '@fastforward/domain';
import { PasswordField } from '../../../components/password-field';
import { PasswordHints } from '../../../components/password-hints';

type PasswordPairFieldsProps = {
  password: string;
  confirmation: string;
  confirmationLabel: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
};

/** New password and its confirmation with the live hints and mismatch line of SPEC §2. */
export function PasswordPairFields(props: PasswordPairFieldsProps) {
  const differs = props.password !== '' && props.confirmation !== '' && props.password !== props.confirmation;
  return (
    <>
      <PasswordField
        label="Password"
        name="password"
        value={props.password}
        onChange={props.onPasswordChange}
      />
      {getPasswordValidity(props.password) === 1 ? null : <PasswordHints password={props.password} />}
      <PasswordField
        label={props.confirmationLabel}
        name="cpassword"
        value={props.confirmation}
        onChange={props.onConfirmationChange}
      />
      {differs ? <p className="ff-warning">{MESSAGES.passwordNotSame}</p> : null}
    </>
  );
}

import { type Account, STAFF_STATUS } from '@fastforward/domain';
import { Button } from '@mantine/core';
import { showSuccessDialog } from '../../lib/dialogs';
import type { ConfirmOptions } from '../confirm-dialog';

type AccountRow = Pick<Account, 'id' | 'username' | 'status'>;

/** The two calls behind the buttons: a staff member's or a platform administrator's. */
export type AccountMutations = {
  setStatus: { mutate: (input: { id: number; disable: boolean }) => void };
  /** Resolves with the server's message, shown in the success dialog. */
  resetPassword: { mutate: (id: number, options: { onSuccess: (message: string) => void }) => void };
};

/**
 * Disable/enable and reset-password buttons for a staff member or a platform administrator, each
 * asking first with the records table's confirmation: `accountButtons(account, slot.confirm)`.
 */
export function useAccountActions<A extends AccountRow>({ setStatus, resetPassword }: AccountMutations) {
  const askToggle = async (account: A, confirm: (options: ConfirmOptions) => Promise<boolean>) => {
    const disable = account.status === STAFF_STATUS.active;
    const ok = await confirm({
      message: disable
        ? `Disable ${account.username}? They are signed out at once and cannot sign in until enabled.`
        : `Enable ${account.username}? They can sign in again.`,
      confirmLabel: disable ? 'Disable' : 'Enable',
      color: disable ? 'red' : 'green',
    });
    if (ok) setStatus.mutate({ id: account.id, disable });
  };

  const askReset = async (account: A, confirm: (options: ConfirmOptions) => Promise<boolean>) => {
    const ok = await confirm({
      message: `Send ${account.username} a link to set a new password?`,
      confirmLabel: 'Reset password',
      color: 'blue',
    });
    if (ok) resetPassword.mutate(account.id, { onSuccess: (message) => void showSuccessDialog(message) });
  };

  return (account: A, confirm: (options: ConfirmOptions) => Promise<boolean>) => {
    const toggle = account.status === STAFF_STATUS.active ? 'Disable' : 'Enable';
    return (
      <>
        <Button
          size="xs"
          variant="light"
          color={toggle === 'Disable' ? 'red' : 'green'}
          onClick={() => askToggle(account, confirm)}
          aria-label={`${toggle} ${account.username}`}
        >
          {toggle}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => askReset(account, confirm)}
          aria-label={`Reset password of ${account.username}`}
        >
          Reset password
        </Button>
      </>
    );
  };
}

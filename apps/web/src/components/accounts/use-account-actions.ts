import { type Account, STAFF_STATUS } from '@fastforward/domain';
import { showSuccessDialog } from '../../lib/dialogs';
import type { ConfirmOptions } from '../confirm-dialog';
import type { RowAction } from '../data-table';

type AccountRow = Pick<Account, 'id' | 'username' | 'status'>;

/** The two calls behind the buttons: a staff member's or a platform administrator's. */
export type AccountMutations = {
  setStatus: { mutate: (input: { id: number; disable: boolean }) => void };
  /** Resolves with the server's message, shown in the success dialog. */
  resetPassword: { mutate: (id: number, options: { onSuccess: (message: string) => void }) => void };
};

/**
 * Disable/enable and reset-password row actions for a staff member or a platform administrator,
 * each asking first with the records table's confirmation: `accountActions(account, slot.confirm)`.
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

  return (account: A, confirm: (options: ConfirmOptions) => Promise<boolean>): RowAction[] => {
    const toggle = account.status === STAFF_STATUS.active ? 'Disable' : 'Enable';
    return [
      {
        label: toggle,
        name: `${toggle} ${account.username}`,
        color: toggle === 'Disable' ? 'red' : 'green',
        onClick: () => void askToggle(account, confirm),
      },
      {
        label: 'Reset password',
        name: `Reset password of ${account.username}`,
        variant: 'subtle',
        onClick: () => void askReset(account, confirm),
      },
    ];
  };
}

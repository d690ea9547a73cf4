import { STAFF_STATUS, type StaffStatus } from '@fastforward/domain';
import { Button } from '@mantine/core';
import { useConfirmDialog } from '../confirm-dialog';

type Account = { id: number; username: string; status: StaffStatus };

export type AccountActionHandlers<A extends Account> = {
  setDisabled: (account: A, disable: boolean) => void;
  resetPassword: (account: A) => void;
};

/**
 * Disable/enable and reset-password buttons for a staff member or a platform administrator, each
 * asking first: `const { buttons, dialog } = useAccountActions(...)`, render `dialog` once.
 */
export function useAccountActions<A extends Account>(handlers: AccountActionHandlers<A>) {
  const { confirm, dialog } = useConfirmDialog();

  const askToggle = async (account: A) => {
    const disable = account.status === STAFF_STATUS.active;
    const ok = await confirm({
      message: disable
        ? `Disable ${account.username}? They are signed out at once and cannot sign in until enabled.`
        : `Enable ${account.username}? They can sign in again.`,
      confirmLabel: disable ? 'Disable' : 'Enable',
      color: disable ? 'red' : 'green',
    });
    if (ok) handlers.setDisabled(account, disable);
  };

  const askReset = async (account: A) => {
    const ok = await confirm({
      message: `Send ${account.username} a link to set a new password?`,
      confirmLabel: 'Reset password',
      color: 'blue',
    });
    if (ok) handlers.resetPassword(account);
  };

  const buttons = (account: A) => {
    const toggle = account.status === STAFF_STATUS.active ? 'Disable' : 'Enable';
    return (
      <>
        <Button
          size="xs"
          variant="light"
          color={toggle === 'Disable' ? 'red' : 'green'}
          onClick={() => askToggle(account)}
          aria-label={`${toggle} ${account.username}`}
        >
          {toggle}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => askReset(account)}
          aria-label={`Reset password of ${account.username}`}
        >
          Reset password
        </Button>
      </>
    );
  };

  return { buttons, dialog };
}

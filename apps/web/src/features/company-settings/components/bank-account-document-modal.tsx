import { type BankAccount, FILE_COLLECTION } from '@fastforward/domain';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { FileSlot } from '../../../components/files';
import { useRemoveBankAccountDocument } from '../api/remove-bank-account-document';
import { useUploadBankAccountDocument } from '../api/upload-bank-account-document';

export type BankAccountDocumentModalProps = {
  /** The account whose document is open; null: closed. */
  account: BankAccount | null;
  /** 'Emirates NBD 1012345': how the account is named in the title. */
  describe: (account: BankAccount) => string;
  canChange: boolean;
  onClose: () => void;
};

/** A bank account's bank detail document (BDD): shown, downloaded, and uploaded or replaced. */
export function BankAccountDocumentModal({
  account,
  describe,
  canChange,
  onClose,
}: BankAccountDocumentModalProps) {
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      title={account ? `Bank detail document of ${describe(account)}` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {account ? <AccountDocument key={account.id} account={account} canChange={canChange} /> : null}
    </Modal>
  );
}

function AccountDocument({ account, canChange }: { account: BankAccount; canChange: boolean }) {
  // The list refreshes behind the modal; the modal follows the answers of its own calls.
  const [document, setDocument] = useState(account.document);
  const upload = useUploadBankAccountDocument();
  const remove = useRemoveBankAccountDocument();
  return (
    <FileSlot
      label="Bank detail document"
      collection={FILE_COLLECTION.bankDetailDocument}
      file={document}
      canChange={canChange}
      headingOrder={2}
      onUpload={async (file) => setDocument((await upload.mutateAsync({ id: account.id, file })).document)}
      onRemove={async () => {
        if (await remove.mutateAsync(account.id)) setDocument(null);
      }}
    />
  );
}

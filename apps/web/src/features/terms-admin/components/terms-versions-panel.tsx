import { type TermsVersionSummary, VERSION_SORTS } from '@fastforward/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { VersionCreatedCell, VersionStatusBadge } from '../../../components/versions';
import { useActivateTermsVersion } from '../api/activate-terms-version';
import { useDeleteTermsVersion } from '../api/delete-terms-version';
import { type TermsScope, useTermsVersions } from '../api/get-terms-versions';
import { TermsVersionFormModal } from './terms-version-form-modal';
import { TermsVersionViewModal } from './terms-version-view-modal';

export type TermsVersionsPanelProps = {
  scope: TermsScope;
  /** What the signed-in user may do; the server decides, hiding what it would refuse. */
  can: { create: boolean; activate: boolean; delete: boolean };
  /** Who is asked to accept again when a version is activated. */
  activationNotice: string;
};

const sortKeyOf = (key: string | undefined) => VERSION_SORTS.find((k) => k === key) ?? VERSION_SORTS[0];

/** The versions of one owner's terms: write, read, activate, delete drafts. */
export function TermsVersionsPanel({ scope, can, activationNotice }: TermsVersionsPanelProps) {
  const table = useDataTableState({ key: 'version', direction: 'desc' });
  const versions = useTermsVersions(scope, {
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: sortKeyOf(table.sort?.key),
    order: table.sort?.direction ?? 'desc',
  });
  const activate = useActivateTermsVersion();
  const remove = useDeleteTermsVersion();
  const { confirm, dialog } = useConfirmDialog();
  const [writing, setWriting] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);

  const askActivate = async (v: TermsVersionSummary) => {
    const yes = await confirm({
      title: `Activate version ${v.version}?`,
      message: activationNotice,
      confirmLabel: 'Activate',
      color: 'blue',
    });
    if (yes) activate.mutate({ scope, id: v.id });
  };

  const askDelete = async (v: TermsVersionSummary) => {
    if (await confirm({ message: `Delete version ${v.version} '${v.title}'?`, confirmLabel: 'Delete' })) {
      remove.mutate({ scope, id: v.id });
    }
  };

  const columns: DataTableColumn<TermsVersionSummary>[] = [
    { key: 'version', header: 'Version', render: (v) => v.version, sortable: true },
    { key: 'title', header: 'Title', render: (v) => v.title, sortable: true },
    { key: 'status', header: 'Status', render: (v) => <VersionStatusBadge status={v.status} /> },
    { key: 'acceptanceCount', header: 'Accepted by', render: (v) => v.acceptanceCount },
    {
      key: 'createdAt',
      header: 'Created',
      sortable: true,
      render: (v) => <VersionCreatedCell createdAt={v.createdAt} createdByName={v.createdByName} />,
    },
  ];

  return (
    <>
      <DataTable
        label="Terms versions"
        columns={columns}
        rowActions={{
          name: (v) => `version ${v.version}`,
          of: (v) => [
            {
              label: 'View',
              name: `View version ${v.version}`,
              variant: 'default',
              onClick: () => setViewing(v.id),
            },
            // Only a draft can become active: activation never goes back to an older version.
            can.activate &&
              v.status === 'draft' && {
                label: 'Activate',
                name: `Activate version ${v.version}`,
                onClick: () => void askActivate(v),
              },
            can.delete &&
              v.status !== 'active' && {
                label: 'Delete',
                name: `Delete version ${v.version}`,
                color: 'red',
                onClick: () => void askDelete(v),
              },
          ],
        }}
        data={versions.data}
        rowKey={(v) => v.id}
        isLoading={versions.isLoading}
        isError={versions.isError}
        emptyText="No terms and conditions yet. Write the first version."
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search versions"
        searchPlaceholder="Title"
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={can.create ? <Button onClick={() => setWriting(true)}>New version</Button> : null}
      />
      <TermsVersionFormModal opened={writing} scope={scope} onClose={() => setWriting(false)} />
      <TermsVersionViewModal scope={scope} id={viewing} onClose={() => setViewing(null)} />
      {dialog}
    </>
  );
}

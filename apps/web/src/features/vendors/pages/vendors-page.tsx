import {
  formatVendorModes,
  VENDOR_KIND,
  VENDOR_MODE_LABELS,
  VENDOR_MODES,
  VENDOR_SORTS,
  VENDORS_ACCESS,
  type Vendor,
  type VendorKind,
} from '@fastforward/domain';
import { Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { RecordsPage } from '../../../components/company-records';
import { useCan } from '../../../lib/permissions';
import { vendorsApi } from '../api/vendors-api';
import { AddRegisteredVendorModal } from '../components/add-registered-vendor-modal';
import { VendorFormModal } from '../components/vendor-form-modal';

const KIND_LABELS: Record<VendorKind, string> = {
  [VENDOR_KIND.registered]: 'Registered',
  [VENDOR_KIND.email]: 'By e-mail',
};
const KINDS = [VENDOR_KIND.registered, VENDOR_KIND.email] as const;

/** /dashboard/vendors: the forwarder's vendors, registered companies and e-mail-only ones. */
export function VendorsPage() {
  const canCreate = useCan(VENDORS_ACCESS.create);
  const [searching, setSearching] = useState(false);
  return (
    <>
      <RecordsPage<Vendor>
        title="Vendors"
        noun="vendor"
        createLabel="Add vendor by e-mail"
        api={vendorsApi}
        access={VENDORS_ACCESS}
        headerActions={() =>
          canCreate ? <Button onClick={() => setSearching(true)}>Add registered vendor</Button> : null
        }
        columns={[
          { key: 'name', header: 'Name', render: (v) => v.name },
          {
            key: 'kind',
            header: 'Kind',
            render: (v) => (
              <Badge
                variant="light"
                color={v.kind === VENDOR_KIND.registered ? 'blue' : 'gray'}
                miw="max-content"
              >
                {KIND_LABELS[v.kind]}
              </Badge>
            ),
          },
          { key: 'contactName', header: 'Contact', render: (v) => v.contactName ?? '—' },
          { key: 'contactEmail', header: 'E-mail', render: (v) => v.contactEmail ?? '—' },
          { key: 'modes', header: 'Modes', render: (v) => formatVendorModes(v.modes) },
          { key: 'countryCode', header: 'Country', render: (v) => v.countryCode ?? '—' },
          { key: 'createdAt', header: 'Added', render: (v) => new Date(v.createdAt).toLocaleDateString() },
        ]}
        sortKeys={VENDOR_SORTS}
        codeFilters={[
          { key: 'kind', label: 'Kind', allLabel: 'All kinds', codes: KINDS, labels: KIND_LABELS },
          {
            key: 'mode',
            label: 'Mode',
            allLabel: 'All modes',
            codes: VENDOR_MODES,
            labels: VENDOR_MODE_LABELS,
          },
        ]}
        describe={(v) => v.name}
        deleteLabel="Remove"
        deleteQuestion={(v) => `Remove '${v.name}' from your vendors?`}
        searchPlaceholder="Name or e-mail"
        emptyText="No vendors yet. Add a registered vendor or one by e-mail."
        noMatchText="No vendor matches."
        renderForm={(slot) => <VendorFormModal {...slot} />}
      />
      <AddRegisteredVendorModal opened={searching} onClose={() => setSearching(false)} />
    </>
  );
}

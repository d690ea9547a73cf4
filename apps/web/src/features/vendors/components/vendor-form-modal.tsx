import {
  VENDOR_KIND,
  type Vendor,
  type VendorKind,
  type VendorMode,
  vendorRequestSchema,
} from '@fastforward/domain';
import { Text, Textarea, TextInput } from '@mantine/core';
import { RecordFormModal, type RecordFormSlot, useRecordForm } from '../../../components/company-records';
import { formText } from '../../../components/settings-frame';
import { vendorsApi } from '../api/vendors-api';
import { ModesField } from './modes-field';

type FormValues = {
  kind: VendorKind;
  vendorCompanyId?: number;
  name?: string;
  contactName?: string;
  contactEmail?: string;
  modes: VendorMode[];
  remarks: string;
};

// The kind and the company have no input: an error on them goes to the dialog.
const FIELDS = ['name', 'contactName', 'contactEmail', 'modes', 'remarks'] as const;

/**
 * The form's values: a registered vendor's name and contact are its company's, so its form holds
 * only what the forwarder keeps about it (the request schema refuses the others).
 */
const toFormValues = (vendor: Vendor | null): FormValues => {
  const kept = { modes: vendor?.modes ?? [], remarks: formText(vendor?.remarks) };
  if (vendor?.kind === VENDOR_KIND.registered) {
    return { kind: VENDOR_KIND.registered, vendorCompanyId: vendor.vendorCompanyId ?? undefined, ...kept };
  }
  return {
    kind: VENDOR_KIND.email,
    name: vendor?.name ?? '',
    contactName: formText(vendor?.contactName),
    contactEmail: vendor?.contactEmail ?? '',
    ...kept,
  };
};

/** Add a vendor by e-mail, or edit a vendor of the list (a registered one: its modes and remarks). */
export function VendorFormModal(slot: RecordFormSlot<Vendor>) {
  const { form, modal } = useRecordForm(slot, {
    api: vendorsApi,
    schema: vendorRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  const registered = slot.record?.kind === VENDOR_KIND.registered ? slot.record : null;
  const title = slot.record ? 'Edit vendor' : 'Add vendor by e-mail';
  return (
    <RecordFormModal {...modal} title={title}>
      {registered ? (
        <Text>
          {registered.name}
          {registered.contactEmail ? ` — ${registered.contactEmail}` : ''}
        </Text>
      ) : (
        <>
          <TextInput label="Name" withAsterisk {...form.register('name')} error={errors.name?.message} />
          <TextInput
            label="Contact name"
            {...form.register('contactName')}
            error={errors.contactName?.message}
          />
          <TextInput
            label="Contact e-mail"
            description="Rate enquiries reach this vendor by a link sent here"
            withAsterisk
            type="email"
            {...form.register('contactEmail')}
            error={errors.contactEmail?.message}
          />
        </>
      )}
      <ModesField control={form.control} name="modes" label="Modes" />
      <Textarea label="Remarks" rows={2} {...form.register('remarks')} error={errors.remarks?.message} />
    </RecordFormModal>
  );
}

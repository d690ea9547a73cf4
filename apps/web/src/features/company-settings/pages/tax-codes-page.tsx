import {
  ACCOUNTS_ACCESS,
  COMPANY_SETTINGS_ACCESS,
  TAX_CATEGORY,
  TAX_CODE_SORTS,
  type TaxCode,
} from '@fastforward/domain';
import { RecordsPage } from '../../../components/company-records';
import { taxCodesApi } from '../api/tax-codes-api';
import { TaxCodeFormModal } from '../components/tax-codes/tax-code-form-modal';

const ACCESS = {
  view: [...new Set([...COMPANY_SETTINGS_ACCESS.view, ...ACCOUNTS_ACCESS.view])],
  create: COMPANY_SETTINGS_ACCESS.create,
  update: COMPANY_SETTINGS_ACCESS.update,
  delete: COMPANY_SETTINGS_ACCESS.delete,
};

/** /dashboard/companySettings/tax-codes: the company's VAT/GST codes that invoice lines carry. */
export function TaxCodesPage() {
  return (
    <RecordsPage<TaxCode>
      title="Tax Codes"
      tableLabel="Tax codes"
      noun="tax code"
      api={taxCodesApi}
      access={ACCESS}
      columns={[
        { key: 'code', header: 'Code', render: (c) => c.code },
        { key: 'name', header: 'Name', render: (c) => c.name },
        { key: 'category', header: 'Category', render: (c) => TAX_CATEGORY[c.category] },
        { key: 'rate', header: 'Rate', render: (c) => `${c.rate}%` },
        { key: 'isActive', header: 'Active', render: (c) => (c.isActive ? 'Yes' : 'No') },
      ]}
      sortKeys={TAX_CODE_SORTS}
      describe={(c) => `${c.code} ${c.name}`}
      deleteQuestion={(c) => `Delete the tax code ${c.code} (${c.name})?`}
      searchPlaceholder="Code or name"
      emptyText="No tax codes yet. Saving the invoice settings adds SR, ZR, EX and OS."
      noMatchText="No tax codes match the search."
      renderForm={(slot) => <TaxCodeFormModal {...slot} />}
    />
  );
}

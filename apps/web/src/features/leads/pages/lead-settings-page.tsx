import {
  LEAD_SETTING_KIND_LABELS,
  LEAD_SETTING_KINDS,
  LEAD_SETTING_SORTS,
  type LeadSetting,
  SALES_ACCESS,
} from '@fastforward/domain';
import { RecordsPage } from '../../../components/company-records';
import { leadSettingsApi } from '../api/leads-api';
import { LeadSettingFormModal } from '../components/lead-setting-form-modal';

/** /dashboard/sales/lead-settings: where leads come from (sources) and where they stand (stages). */
export function LeadSettingsPage() {
  return (
    <RecordsPage<LeadSetting>
      title="Lead Settings"
      tableLabel="Lead settings"
      noun="lead setting"
      api={leadSettingsApi}
      access={SALES_ACCESS}
      columns={[
        { key: 'kind', header: 'Kind', render: (s) => LEAD_SETTING_KIND_LABELS[s.kind] },
        { key: 'name', header: 'Name', render: (s) => s.name },
        { key: 'displayOrder', header: 'Order', render: (s) => s.displayOrder },
        { key: 'isClosed', header: 'Closes the lead', render: (s) => (s.isClosed ? 'Yes' : '') },
      ]}
      sortKeys={LEAD_SETTING_SORTS}
      codeFilters={[
        {
          key: 'kind',
          label: 'Kind',
          allLabel: 'Sources and stages',
          codes: LEAD_SETTING_KINDS,
          labels: LEAD_SETTING_KIND_LABELS,
        },
      ]}
      describe={(s) => `${LEAD_SETTING_KIND_LABELS[s.kind]} ${s.name}`}
      deleteQuestion={(s) => `Delete the lead ${s.kind} '${s.name}'?`}
      searchPlaceholder="Name"
      emptyText="No lead settings yet. Add the sources your leads come from and the stages they move through."
      noMatchText="No lead settings match."
      renderForm={(slot) => <LeadSettingFormModal {...slot} />}
    />
  );
}

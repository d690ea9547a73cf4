import { EXCHANGE_RATE_SORTS, type ExchangeRate, MASTERS_ACCESS } from '@fastforward/domain';
import { RecordsPage, useRecordFilters } from '../../../components/company-records';
import { CurrencyPicker } from '../../../components/pickers';
import { exchangeRatesApi } from '../api/exchange-rates-api';
import { ExchangeRateFormModal } from '../components/exchange-rate-form-modal';

/** /dashboard/masters/exchange-rates: each currency's rate to the base currency, newest first. */
export function ExchangeRatesPage() {
  const { filters, setFilter } = useRecordFilters<{ currencyCode?: string }>();
  return (
    <RecordsPage<ExchangeRate>
      title="Exchange Rates"
      noun="exchange rate"
      api={exchangeRatesApi}
      access={MASTERS_ACCESS}
      columns={[
        { key: 'currencyCode', header: 'Currency', render: (r) => `${r.currencyCode} — ${r.currencyName}` },
        { key: 'rate', header: 'Rate', render: (r) => r.rate },
        { key: 'validFrom', header: 'Valid from', render: (r) => r.validFrom },
      ]}
      sortKeys={EXCHANGE_RATE_SORTS}
      defaultOrder="desc"
      filters={filters}
      filterControls={
        <CurrencyPicker
          label="Currency"
          placeholder="All currencies"
          clearable
          value={filters.currencyCode ?? null}
          onChange={setFilter('currencyCode')}
        />
      }
      describe={(r) => `${r.currencyCode} from ${r.validFrom}`}
      searchPlaceholder="Currency code or name"
      renderForm={(slot) => <ExchangeRateFormModal {...slot} />}
    />
  );
}

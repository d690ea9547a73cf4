import { CITY_SORTS, type City, MASTERS_ACCESS } from '@fastforward/domain';
import {
  countryColumn,
  RecordsPage,
  timeZoneColumn,
  useRecordFilters,
} from '../../../components/company-records';
import { CountryPicker } from '../../../components/pickers';
import { citiesApi } from '../api/cities-api';
import { CityFormModal } from '../components/city-form-modal';

/** /dashboard/masters/cities: the company's own cities. */
export function CitiesPage() {
  const { filters, setFilter } = useRecordFilters<{ countryCode?: string }>();
  return (
    <RecordsPage<City>
      title="Cities"
      noun="city"
      api={citiesApi}
      access={MASTERS_ACCESS}
      columns={[{ key: 'name', header: 'City', render: (c) => c.name }, countryColumn(), timeZoneColumn()]}
      sortKeys={CITY_SORTS}
      filters={filters}
      filterControls={
        <CountryPicker
          label="Country"
          placeholder="All countries"
          clearable
          value={filters.countryCode ?? null}
          onChange={setFilter('countryCode')}
        />
      }
      describe={(c) => `${c.name}, ${c.countryCode}`}
      searchPlaceholder="City name"
      emptyText="Your company has not added cities yet."
      renderForm={(slot) => <CityFormModal {...slot} />}
    />
  );
}

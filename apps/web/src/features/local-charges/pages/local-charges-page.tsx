import { LOCAL_CHARGE_COLUMNS, LOCAL_CHARGE_SORTS, type LocalCharge } from '@fastforward/domain';
import { ChargesPage } from '../../../components/charges';
import { localChargesApi } from '../api/local-charges-api';
import { LocalChargeFormModal } from '../components/local-charge-form-modal';

/** /dashboard/valid-rates/local-charges */
export function LocalChargesPage() {
  return (
    <ChargesPage<LocalCharge>
      title="Local Charges"
      noun="local charge"
      api={localChargesApi}
      headers={LOCAL_CHARGE_COLUMNS}
      sortKeys={LOCAL_CHARGE_SORTS}
      renderForm={(slot) => <LocalChargeFormModal {...slot} />}
    />
  );
}

import { RATE_PATHS } from '@fastforward/domain';
import { saveBlob } from '../../../components/files';
import { requestBlob } from '../../../lib/http';

export const RATE_SHEET_TEMPLATE_FILE = 'rate-sheet-template.xlsx';

/**
 * GET {RATE_PATHS.validRatesTemplate}: an empty rate sheet with the headers the importer maps by
 * itself, saved by the browser. A refusal shows the default error dialog.
 */
export async function downloadRateSheetTemplate() {
  saveBlob(await requestBlob(RATE_PATHS.validRatesTemplate), RATE_SHEET_TEMPLATE_FILE);
}

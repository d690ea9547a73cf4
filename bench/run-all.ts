import { benchApiOverhead } from './api-overhead';
import { benchDashboardLoad } from './dashboard-load';
import { benchEnquiryList } from './enquiry-list';
import { benchFileMemory } from './file-memory';
import { benchForgotPasswordTiming } from './forgot-password-timing';
import { benchInvoicePdf } from './invoice-pdf';
import { benchJobBoard } from './job-board';
import { benchKycAvailability } from './kyc-availability';
import { benchLoginThroughput } from './login-throughput';
import { benchPortSearch } from './port-search';
import { benchQuotePdf } from './quote-pdf';
import { benchRateImport } from './rate-import';
import { benchRateSearch } from './rate-search';
import { benchRealtimeFanout } from './realtime-fanout';
import { benchSigninBundle } from './signin-bundle';

// Ratios measured within one run (these machines are noisy): printed, never asserted in tests.
const only = process.argv[2];
const benches: Record<string, () => Promise<number>> = {
  'api-overhead': benchApiOverhead,
  'login-throughput': benchLoginThroughput,
  'signin-bundle': benchSigninBundle,
  'dashboard-load': benchDashboardLoad,
  'port-search': benchPortSearch,
  'forgot-password-timing': benchForgotPasswordTiming,
  'file-memory': benchFileMemory,
  'kyc-availability': benchKycAvailability,
  'rate-search': benchRateSearch,
  'rate-import': benchRateImport,
  'quote-pdf': benchQuotePdf,
  'enquiry-list': benchEnquiryList,
  'job-board': benchJobBoard,
  'invoice-pdf': benchInvoicePdf,
  'realtime-fanout': benchRealtimeFanout,
};
for (const [name, run] of Object.entries(benches)) {
  if (only && only !== name) continue;
  await run();
}

import { API_PATHS, CUSTOMER_KYC_PATHS, portPath, REFERENCE_DATA_PATHS } from '@fastforward/domain';
import { startApp } from './lib/app-under-test';
import { runLoad } from './lib/run-load';
import { fmt, median, report } from './lib/stats';

const ROUNDS = 5;
/** Below the checks' per-address limit: every batch comes from an address of its own. */
const REQUESTS_PER_URL = 100;
const CONCURRENCY = 4;
const TARGET = 2;

/**
 * Wall time of the KYC form's availability checks (short name, username; taken and free values)
 * against a primary-key read of one port through the same route stack, over loopback HTTP with
 * keep-alive, in alternating rounds; the medians of the round ratios. Each check is one indexed
 * read (lower(short_name), lower(username)). The checks are public, so unlike the port read they
 * verify no token: the ratio includes that difference in their favour (tens of µs). Behind a
 * trusted proxy each batch sends its own X-Forwarded-For, so the per-IP limit is exercised and
 * never reached.
 */
export async function benchKycAvailability() {
  const subject = await startApp({ trustProxy: true });
  const login = await fetch(`${subject.url}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ffd.sales', password: 'FastForward1' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const bearer = { authorization: `Bearer ${login.data.token}` };
  const found = (await fetch(`${subject.url}${REFERENCE_DATA_PATHS.portSearch}?q=rotter`, {
    headers: bearer,
  }).then((r) => r.json())) as { data: { items: { id: number }[] } };
  const portId = found.data.items[0]?.id;
  if (portId === undefined) throw new Error('no port to read');

  const check = (path: string, query: string) => `${subject.url}${path}?${query}`;
  const checks = {
    shortName: [
      check(CUSTOMER_KYC_PATHS.checkShortName, 'shortName=OCEANIC'),
      check(CUSTOMER_KYC_PATHS.checkShortName, 'shortName=fresh-company'),
    ],
    username: [
      check(CUSTOMER_KYC_PATHS.checkUsername, 'username=FFD.SALES'),
      check(CUSTOMER_KYC_PATHS.checkUsername, 'username=nobody.yet'),
    ],
  };
  const taken = (await fetch(checks.shortName[0] ?? '').then((r) => r.json())) as {
    data: { available: boolean };
  };
  if (taken.data.available) throw new Error('the demo short name reads as free');

  let address = 0;
  const measure = async (urls: string[], headers: Record<string, string> = {}) => {
    let ms = 0;
    for (const url of urls) {
      address += 1;
      const from = {
        'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      };
      const result = await runLoad({
        url,
        headers: { ...headers, ...from },
        total: REQUESTS_PER_URL,
        concurrency: CONCURRENCY,
      });
      if (result.failed > 0) throw new Error(`${result.failed} requests to ${url} failed`);
      ms += result.ms;
    }
    return (ms * 1000) / (urls.length * REQUESTS_PER_URL);
  };
  const lookup = () => measure([`${subject.url}${portPath(portId)}`], bearer);

  await measure(checks.shortName);
  await measure(checks.username);
  await lookup();
  const costs = { shortName: [] as number[], username: [] as number[], lookup: [] as number[] };
  const ratios = { shortName: [] as number[], username: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const shortName = await measure(checks.shortName);
    const username = await measure(checks.username);
    const read = await lookup();
    costs.shortName.push(shortName);
    costs.username.push(username);
    costs.lookup.push(read);
    ratios.shortName.push(shortName / read);
    ratios.username.push(username / read);
  }
  await subject.close();
  const rounds = `2 values × ${REQUESTS_PER_URL} requests × ${ROUNDS} rounds, concurrency ${CONCURRENCY}`;
  const lookupCost = `lookup ${fmt(median(costs.lookup), 0)} µs`;
  const shortNameRatio = median(ratios.shortName);
  report(
    'KYC short-name check (wall µs/request ÷ primary-key read)',
    shortNameRatio,
    `≤ ${TARGET}`,
    shortNameRatio <= TARGET,
    `check ${fmt(median(costs.shortName), 0)} µs, ${lookupCost}, ${rounds}`,
  );
  const usernameRatio = median(ratios.username);
  report(
    'KYC username check (wall µs/request ÷ primary-key read)',
    usernameRatio,
    `≤ ${TARGET}`,
    usernameRatio <= TARGET,
    `check ${fmt(median(costs.username), 0)} µs, ${lookupCost}, ${rounds}`,
  );
  return Math.max(shortNameRatio, usernameRatio);
}

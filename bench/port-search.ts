import { API_PATHS, portPath, REFERENCE_DATA_PATHS } from '@fastforward/domain';
import { startApp } from './lib/app-under-test';
import { runLoad } from './lib/run-load';
import { fmt, median, report } from './lib/stats';

const ROUNDS = 5;
const REQUESTS_PER_URL = 150;
const CONCURRENCY = 4;
/** What people type into a port picker: names, partial names, cities, codes, a country code. */
const SEARCHES = [
  'rotter',
  'shang',
  'jebel ali',
  'hamburg',
  'singa',
  'NLRTM',
  'los ang',
  'mumbai',
  'DXB',
  'felix',
];

/**
 * Wall time of the port picker's search over every shipped port (trigram index) against a
 * primary-key read of one port through the same route stack, both over loopback HTTP with
 * keep-alive, in alternating rounds; the median of the round ratios. Wall time, not server CPU,
 * so that the database's own work counts on a PostgreSQL server too (BENCH_DATABASE_URL).
 */
export async function benchPortSearch() {
  const subject = await startApp();
  const login = await fetch(`${subject.url}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ffd.sales', password: 'FastForward1' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const headers = { authorization: `Bearer ${login.data.token}` };

  const searchUrls = SEARCHES.map(
    (q) => `${subject.url}${REFERENCE_DATA_PATHS.portSearch}?q=${encodeURIComponent(q)}`,
  );
  const found = await Promise.all(
    searchUrls.map(async (url) => {
      const body = (await fetch(url, { headers }).then((r) => r.json())) as {
        data: { items: { id: number }[] };
      };
      return body.data.items;
    }),
  );
  const ids = found.flatMap((items) => items.slice(0, 1).map((p) => p.id));
  if (ids.length < SEARCHES.length / 2) throw new Error(`the searches found too few ports: ${ids.length}`);
  const lookupUrls = ids.map((id) => `${subject.url}${portPath(id)}`);

  const measure = async (urls: string[]) => {
    let ms = 0;
    for (const url of urls) {
      const result = await runLoad({ url, headers, total: REQUESTS_PER_URL, concurrency: CONCURRENCY });
      if (result.failed > 0) throw new Error(`${result.failed} requests to ${url} failed`);
      ms += result.ms;
    }
    return (ms * 1000) / (urls.length * REQUESTS_PER_URL);
  };

  await measure(searchUrls);
  await measure(lookupUrls);
  const ratios: number[] = [];
  const searchCosts: number[] = [];
  const lookupCosts: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const search = await measure(searchUrls);
    const lookup = await measure(lookupUrls);
    searchCosts.push(search);
    lookupCosts.push(lookup);
    ratios.push(search / lookup);
  }
  const lists = (await fetch(`${subject.url}${REFERENCE_DATA_PATHS.portLists}`, { headers }).then((r) =>
    r.json(),
  )) as { data: Record<string, unknown[]> };
  const portCount = Object.values(lists.data).reduce((n, list) => n + list.length, 0);
  await subject.close();
  const ratio = median(ratios);
  report(
    'Port search (wall µs/request, search ÷ primary-key read)',
    ratio,
    '≤ 3',
    ratio <= 3,
    `search ${fmt(median(searchCosts), 0)} µs, lookup ${fmt(median(lookupCosts), 0)} µs over ${portCount} ports, ${SEARCHES.length} searches × ${REQUESTS_PER_URL} requests × ${ROUNDS} rounds, concurrency ${CONCURRENCY}`,
  );
  return ratio;
}

import { API_PATHS, COMPANY_MASTERS_PATHS, portPath, REFERENCE_DATA_PATHS } from '@fastforward/domain';
import { startApp } from './lib/app-under-test';
import { runLoad } from './lib/run-load';
import { fmt, median, report } from './lib/stats';

const ROUNDS = 5;
const REQUESTS_PER_URL = 150;
const CONCURRENCY = 4;
/**
 * The master's list runs two queries (the page and its count) over every port in the database, where
 * the picker answers from memory: a master page is opened and searched far less often than a picker.
 */
const MASTER_TARGET = 10;
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
 * Wall time of the port picker's search over every shipped port (in memory) and of the Ports
 * master's list search (the database: a page of the shipped and the company's own ports, with its
 * count), each against a primary-key read of one port through the same route stack, all over
 * loopback HTTP with keep-alive, in alternating rounds; the medians of the round ratios. Wall time,
 * not server CPU, so that the database's own work counts on a PostgreSQL server too
 * (BENCH_DATABASE_URL).
 */
export async function benchPortSearch() {
  const subject = await startApp();
  const login = await fetch(`${subject.url}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The business administrator opens the Masters module as well as the pickers.
    body: JSON.stringify({ username: 'ffd.admin', password: 'FastForward1' }),
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
  const masterUrls = SEARCHES.map(
    (q) => `${subject.url}${COMPANY_MASTERS_PATHS.ports}?search=${encodeURIComponent(q)}`,
  );
  const jebelAli = (await fetch(masterUrls[SEARCHES.indexOf('jebel ali')] ?? '', { headers }).then((r) =>
    r.json(),
  )) as { data: { items: { code: string }[] } };
  if (!jebelAli.data.items.some((p) => p.code === 'AEJEA')) throw new Error('the master list misses AEJEA');

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
  await measure(masterUrls);
  await measure(lookupUrls);
  const ratios: number[] = [];
  const masterRatios: number[] = [];
  const searchCosts: number[] = [];
  const masterCosts: number[] = [];
  const lookupCosts: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const search = await measure(searchUrls);
    const master = await measure(masterUrls);
    const lookup = await measure(lookupUrls);
    searchCosts.push(search);
    masterCosts.push(master);
    lookupCosts.push(lookup);
    ratios.push(search / lookup);
    masterRatios.push(master / lookup);
  }
  const lists = (await fetch(`${subject.url}${REFERENCE_DATA_PATHS.portLists}`, { headers }).then((r) =>
    r.json(),
  )) as { data: Record<string, unknown[]> };
  const portCount = Object.values(lists.data).reduce((n, list) => n + list.length, 0);
  await subject.close();
  const ratio = median(ratios);
  const rounds = `${SEARCHES.length} searches × ${REQUESTS_PER_URL} requests × ${ROUNDS} rounds, concurrency ${CONCURRENCY}`;
  report(
    'Port search (wall µs/request, search ÷ primary-key read)',
    ratio,
    '≤ 3',
    ratio <= 3,
    `search ${fmt(median(searchCosts), 0)} µs, lookup ${fmt(median(lookupCosts), 0)} µs over ${portCount} ports, ${rounds}`,
  );
  const masterRatio = median(masterRatios);
  report(
    'Ports master search (wall µs/request, a page of 10 and its count ÷ primary-key read)',
    masterRatio,
    `≤ ${MASTER_TARGET}`,
    masterRatio <= MASTER_TARGET,
    `list ${fmt(median(masterCosts), 0)} µs, lookup ${fmt(median(lookupCosts), 0)} µs over ${portCount} ports, ${rounds}`,
  );
  return ratio;
}

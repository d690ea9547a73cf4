import { API_PATHS } from '@fastforward/domain';
import Fastify from 'fastify';
import { startApp } from './lib/app-under-test';
import { runLoad } from './lib/run-load';
import { cpuMicros, fmt, median, report } from './lib/stats';

const ROUNDS = 7;
const REQUESTS = 3_000;
const CONCURRENCY = 8;

/**
 * Server CPU microseconds per request of an authenticated JSON route (token check, permission
 * hook, security headers, zod response schema, envelope) against a bare Fastify route answering
 * the same JSON, both over loopback HTTP with keep-alive, in alternating rounds; the median of the
 * round ratios.
 */
export async function benchApiOverhead() {
  const subject = await startApp();
  const login = await fetch(`${subject.url}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ffd.sales', password: 'FastForward1' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const headers = { authorization: `Bearer ${login.data.token}` };
  const appUrl = `${subject.url}${API_PATHS.modules}`;
  const sample = await fetch(appUrl, { headers }).then((r) => r.text());

  const bare = Fastify({ logger: false });
  const payload = JSON.parse(sample) as unknown;
  bare.get('/bare', async () => payload);
  const bareUrl = `${await bare.listen({ host: '127.0.0.1', port: 0 })}/bare`;

  const measure = async (url: string, h: Record<string, string>) => {
    const before = process.cpuUsage();
    const { failed } = await runLoad({ url, headers: h, total: REQUESTS, concurrency: CONCURRENCY });
    if (failed > 0) throw new Error(`${failed} requests to ${url} failed`);
    return cpuMicros(before) / REQUESTS;
  };

  // Warm both paths (JIT, caches) before measuring.
  await measure(appUrl, headers);
  await measure(bareUrl, {});
  const ratios: number[] = [];
  const appCosts: number[] = [];
  const bareCosts: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const appCost = await measure(appUrl, headers);
    const bareCost = await measure(bareUrl, {});
    appCosts.push(appCost);
    bareCosts.push(bareCost);
    ratios.push(appCost / bareCost);
  }
  await bare.close();
  await subject.close();
  const ratio = median(ratios);
  report(
    'API overhead (CPU µs/request, app ÷ bare Fastify)',
    ratio,
    '≤ 1.25',
    ratio <= 1.25,
    `app ${fmt(median(appCosts), 1)} µs, bare ${fmt(median(bareCosts), 1)} µs, ${ROUNDS} rounds × ${REQUESTS} requests, ${sample.length} B JSON`,
  );
  return ratio;
}

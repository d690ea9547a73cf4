import { benchDatabases, quantile } from './lib/bench-database';
import {
  explain,
  generateRates,
  rateByIdQuery,
  rateSearchQuery,
  searchesOf,
  seededRandom,
} from './lib/rate-bench';
import { fmt, median, report } from './lib/stats';

const RATES = 1_000_000;
const WARM_UP = 300;
const SAMPLES = 3_000;
const TARGET = { median: 3, p95: 5 };

/**
 * The Rate Wizard's search (one company's lane on a day, for a container size) over a million
 * valid rates, on PGlite and on PostgreSQL: wall time of each search and of a primary-key read of
 * one rate with the same columns, interleaved on the same database, after a warm-up; the median and
 * p95 of the searches as ratios to those of the reads; and the plan's scan node, which must be an
 * index scan.
 */
export async function benchRateSearch() {
  let worst = 0;
  for (const open of benchDatabases()) {
    const subject = await open();
    try {
      const started = performance.now();
      const space = await generateRates(subject.database, RATES);
      const loadSeconds = (performance.now() - started) / 1000;
      const searches = searchesOf(space, WARM_UP + SAMPLES);
      const random = seededRandom(11);
      const searchMs: number[] = [];
      const lookupMs: number[] = [];
      let found = 0;
      for (const [i, search] of searches.entries()) {
        const t0 = performance.now();
        const result = await rateSearchQuery(subject.database, search);
        const t1 = performance.now();
        await rateByIdQuery(subject.database, 1 + Math.floor(random() * space.total));
        const t2 = performance.now();
        if (i < WARM_UP) continue;
        searchMs.push(t1 - t0);
        lookupMs.push(t2 - t1);
        found += result.length;
      }
      const first = searches[0];
      if (!first) throw new Error('no searches');
      const plan = await explain(subject.database, rateSearchQuery(subject.database, first));
      const medianRatio = median(searchMs) / median(lookupMs);
      const p95Ratio = quantile(searchMs, 0.95) / quantile(lookupMs, 0.95);
      const detail = `search ${fmt(median(searchMs) * 1000, 0)} µs / p95 ${fmt(quantile(searchMs, 0.95) * 1000, 0)} µs, primary-key read ${fmt(median(lookupMs) * 1000, 0)} µs / p95 ${fmt(quantile(lookupMs, 0.95) * 1000, 0)} µs; ${SAMPLES} searches (${fmt(found / SAMPLES, 1)} rates each) over ${RATES.toLocaleString('en')} rates (generated in ${fmt(loadSeconds, 0)} s)`;
      report(
        `Rate search, ${subject.label} (wall, median search ÷ median primary-key read)`,
        medianRatio,
        `≤ ${TARGET.median}`,
        medianRatio <= TARGET.median,
        detail,
      );
      report(
        `Rate search, ${subject.label} (wall, p95 search ÷ p95 primary-key read)`,
        p95Ratio,
        `≤ ${TARGET.p95}`,
        p95Ratio <= TARGET.p95,
        `plan: ${plan.plan}`,
      );
      console.log(
        `Rate search plan, ${subject.label}: ${plan.node} — ${plan.indexScan ? 'index scan OK' : 'NOT an index scan: MISSED'}`,
      );
      worst = Math.max(worst, medianRatio);
    } finally {
      await subject.close();
    }
  }
  return worst;
}

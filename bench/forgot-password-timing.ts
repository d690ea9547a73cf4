import { API_PATHS } from '@fastforward/domain';
import { startApp } from './lib/app-under-test';
import { fmt, median, report } from './lib/stats';

const TRIES = 40;
const WARM_UP = 10;
const KNOWN = 'ffd.sales';
const UNKNOWN = 'nobody.at.all';

/**
 * Wall time of POST /api/forgotPassword over loopback HTTP for a known and an unknown username,
 * in pairs (the order swapped every pair, so neither always follows the other); the median of the
 * pairs' ratios, known ÷ unknown, so the load drifting on a shared machine cancels out. An answer
 * faster for one kind of name would tell an attacker which usernames exist.
 */
export async function benchForgotPasswordTiming() {
  const subject = await startApp();
  const url = `${subject.url}${API_PATHS.forgotPassword}`;
  const time = async (username: string) => {
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username }),
    });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`forgotPassword ${username} answered ${res.status}`);
    return ms;
  };

  for (let i = 0; i < WARM_UP; i += 1) {
    await time(KNOWN);
    await time(UNKNOWN);
  }
  const known: number[] = [];
  const unknown: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < TRIES; i += 1) {
    let k: number;
    let u: number;
    if (i % 2 === 0) {
      k = await time(KNOWN);
      u = await time(UNKNOWN);
    } else {
      u = await time(UNKNOWN);
      k = await time(KNOWN);
    }
    known.push(k);
    unknown.push(u);
    ratios.push(k / u);
  }
  await subject.close();
  const ratio = median(ratios);
  const holds = ratio <= 1.2 && ratio >= 1 / 1.2;
  report(
    'Forgot-password answer time (known ÷ unknown username, median of the pairs)',
    ratio,
    '≤ 1.2 either way',
    holds,
    `medians: known ${fmt(median(known))} ms, unknown ${fmt(median(unknown))} ms; ${TRIES} tries each over loopback HTTP`,
  );
  return ratio;
}

import { hashPassword } from '@fastforward/api/src/lib/crypto';
import { API_PATHS } from '@fastforward/domain';
import { verify } from '@node-rs/argon2';
import { startApp } from './lib/app-under-test';
import { runLoad } from './lib/run-load';
import { fmt, median, report } from './lib/stats';

const ROUNDS = 5;
const LOGINS = 120;
const CONCURRENCY = 4;

/** Raw argon2id verifies per second at the same concurrency, with the same parameters as the app. */
async function verifyRate(hash: string, password: string): Promise<number> {
  let started = 0;
  const worker = async () => {
    while (started < LOGINS) {
      started += 1;
      if (!(await verify(hash, password))) throw new Error('verify failed');
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return LOGINS / ((performance.now() - start) / 1000);
}

/** Full sign-ins per second over HTTP vs raw argon2id verifies per second: login adds little. */
export async function benchLoginThroughput() {
  const subject = await startApp();
  const hash = await hashPassword('FastForward1');
  const loginRate = async () => {
    const { ms, failed } = await runLoad({
      url: `${subject.url}${API_PATHS.login}`,
      method: 'POST',
      body: { username: 'ffd.sales', password: 'FastForward1' },
      total: LOGINS,
      concurrency: CONCURRENCY,
    });
    if (failed > 0) throw new Error(`${failed} logins failed`);
    return LOGINS / (ms / 1000);
  };
  await loginRate();
  await verifyRate(hash, 'FastForward1');
  const ratios: number[] = [];
  const logins: number[] = [];
  const verifies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const l = await loginRate();
    const v = await verifyRate(hash, 'FastForward1');
    logins.push(l);
    verifies.push(v);
    ratios.push(l / v);
  }
  await subject.close();
  const ratio = median(ratios);
  report(
    'Login throughput (logins/s ÷ argon2id verifies/s)',
    ratio,
    '≥ 0.85',
    ratio >= 0.85,
    `login ${fmt(median(logins), 1)}/s, verify ${fmt(median(verifies), 1)}/s at concurrency ${CONCURRENCY}, ${ROUNDS} rounds × ${LOGINS}`,
  );
  return ratio;
}

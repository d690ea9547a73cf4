// `npm run test:pg`: the API suite against the PostgreSQL server named by TEST_DATABASE_URL.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--project', 'domain'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);

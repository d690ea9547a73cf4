// `npm start`: build the web app when its build is missing or older than its sources, then serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const web = 'apps/web';
const builtAt = existsSync(join(web, 'dist/index.html')) ? statSync(join(web, 'dist/index.html')).mtimeMs : 0;

const newestSource = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs;
    return Math.max(newest, time);
  }, 0);

const sourcesAt = Math.max(
  newestSource(join(web, 'src')),
  newestSource('packages/domain/src'),
  newestSource(join(web, 'build-plugins')),
  statSync(join(web, 'index.html')).mtimeMs,
  statSync(join(web, 'vite.config.ts')).mtimeMs,
);
if (sourcesAt > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@fastforward/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
});
process.exit(server.status ?? 1);

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig, Env } from './config';
import { findExecutable } from './lib/executables';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const defaultWebDistDir = join(repoRoot, 'apps/web/dist');

/** A secret from the environment, else generated once and kept under the data directory. */
function persistentSecret(dataDir: string, file: string, bytes: number): { value: string; created: boolean } {
  const path = join(dataDir, file);
  if (existsSync(path)) return { value: readFileSync(path, 'utf8').trim(), created: false };
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  writeFileSync(path, `${value}\n`, { mode: 0o600 });
  return { value, created: true };
}

/** The version /meta.json reports: the package version and a digest of the built web app. */
function readAppVersion(env: Env, webDistDir: string | null): string {
  if (env.APP_VERSION) return env.APP_VERSION;
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  if (!webDistDir) return pkg.version;
  const digest = createHash('sha256')
    .update(readFileSync(join(webDistDir, 'index.html')))
    .digest('hex')
    .slice(0, 10);
  return `${pkg.version}+${digest}`;
}

export type Runtime = { config: AppConfig; adminPassword: { value: string; generated: boolean } };

export function resolveRuntime(env: Env): Runtime {
  const dataDir = resolve(env.DATA_DIR);
  const jwt = env.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret', 48).value;
  const secretsKey = env.SECRETS_KEY ?? persistentSecret(dataDir, 'secrets-key', 32).value;
  let adminPassword = { value: env.ADMIN_PASSWORD ?? '', generated: false };
  if (!env.ADMIN_PASSWORD) {
    const secret = persistentSecret(dataDir, 'admin-password.txt', 12);
    adminPassword = { value: secret.value, generated: secret.created };
  }
  const webDistDir = existsSync(join(defaultWebDistDir, 'index.html')) ? defaultWebDistDir : null;
  return {
    adminPassword,
    config: {
      jwtSecret: new TextEncoder().encode(jwt),
      secretsKey: Buffer.from(secretsKey, 'base64'),
      publicAppUrl: (env.PUBLIC_APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
      publicWebsiteUrl: env.PUBLIC_WEBSITE_URL,
      appVersion: readAppVersion(env, webDistDir),
      webDistDir,
      loginLimits: {
        perIp: env.LOGIN_LIMIT_PER_IP,
        perAccount: env.LOGIN_LIMIT_PER_ACCOUNT,
        windowSeconds: env.LOGIN_LIMIT_WINDOW_SECONDS,
      },
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL,
      sofficePath: env.SOFFICE_PATH ?? findExecutable('soffice', env.PATH),
      mailDelivery: { maxAttempts: env.MAIL_MAX_ATTEMPTS, retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS },
    },
  };
}

import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const client = fileURLToPath(new URL('./load-client.mjs', import.meta.url));

export type LoadSpec = {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  total: number;
  concurrency: number;
};

/** Sends a bounded number of requests to a loopback server from a child process. */
export function runLoad(spec: LoadSpec): Promise<{ ms: number; failed: number }> {
  const args = [
    client,
    spec.url,
    spec.method ?? 'GET',
    JSON.stringify(spec.headers ?? {}),
    spec.body === undefined ? '' : JSON.stringify(spec.body),
    String(spec.total),
    String(spec.concurrency),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { timeout: 120_000 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as { ms: number; failed: number });
    });
  });
}

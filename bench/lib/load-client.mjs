// Runs in a child process so that only the server's CPU is measured in the parent.
// argv: url, method, headersJson, bodyJson|'', total, concurrency. Prints elapsed ms and non-2xx count.
import http from 'node:http';

const [url, method, headersJson, body, totalText, concurrencyText] = process.argv.slice(2);
const total = Number(totalText);
const concurrency = Number(concurrencyText);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const headers = JSON.parse(headersJson);
if (body) headers['content-type'] = 'application/json';

const once = () =>
  new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });

let sent = 0;
let failed = 0;
const worker = async () => {
  while (sent < total) {
    sent += 1;
    const status = await once();
    if (status < 200 || status >= 300) failed += 1;
  }
};
const start = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
process.stdout.write(JSON.stringify({ ms: performance.now() - start, failed }));
agent.destroy();

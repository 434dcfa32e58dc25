// Container health check for the Node images (node:20-bookworm-slim has no curl).
//   node healthcheck.mjs                 GET http://127.0.0.1:$PORT$HEALTHCHECK_PATH (default /health) answers 2xx
//   node healthcheck.mjs --process NAME  a process whose command line contains NAME is running (workers
//                                        have no HTTP port)
import { readdirSync, readFileSync } from 'node:fs';

const [flag, name] = process.argv.slice(2);

if (flag === '--process') {
  const found = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .some((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(name ?? '\0');
      } catch {
        return false;
      }
    });
  process.exit(found ? 0 : 1);
}

const port = process.env.PORT ?? '8080';
const path = process.env.HEALTHCHECK_PATH ?? '/health';
try {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(4000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}

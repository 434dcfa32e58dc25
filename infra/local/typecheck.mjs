// `npm run typecheck`: the TypeScript programs of the repository, side by side. Every service, the gateway and
// the benchmarks share one set of options (tsconfig.check.json), so they are one program and the shared kit
// is checked once (each workspace on its own checked it again: 145 s in all, against 26 s); the frontend and
// the browser tests have options of their own. A workspace's own `npm run typecheck` checks it alone.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PROJECTS = ['tsconfig.check.json', 'frontend/tsconfig.json', 'e2e/tsconfig.json'];

function typecheck(project) {
  return new Promise((resolve) => {
    const child = spawn(join(root, 'node_modules/.bin/tsc'), ['-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => {
      if (output.trim()) process.stdout.write(`${project}:\n${output}`);
      if (code !== 0) process.stdout.write(`typecheck failed: ${project}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
let ok = true;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) ok = (await typecheck(p)) && ok;
  }),
);
process.exit(ok ? 0 : 1);

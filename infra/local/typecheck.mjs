// `npm run typecheck`: every workspace's own `typecheck` script (tsc -p), as many at a time as the machine
// has cores. One after another they took twice as long on two cores, and each waits mostly on its own CPU.
// Output is printed whole per workspace when it finishes; the exit code is 1 if any failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.filter(
  (ws) => JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8')).scripts?.typecheck,
);

function typecheck(ws) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'typecheck'], { cwd: join(root, ws) });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => {
      if (output.trim()) process.stdout.write(`${ws}:\n${output}`);
      if (code !== 0) process.stdout.write(`typecheck failed in ${ws}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
let ok = true;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let ws = queue.shift(); ws !== undefined; ws = queue.shift()) ok = (await typecheck(ws)) && ok;
  }),
);
process.exit(ok ? 0 : 1);

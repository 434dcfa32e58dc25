import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHAT_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The reply worker (src/worker.ts) run as its own process, as `make up` runs it, its output kept. */
export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Its exit code once it has exited. */
  exited: Promise<number | null>;
}

export function spawnWorkerProcess(env: Record<string, string | undefined>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: CHAT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out += d.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

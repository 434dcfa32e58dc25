import { spawnSync } from 'node:child_process';
import os from 'node:os';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine shows up here. */
  loadAverageAtStart: number[];
  postgres?: string;
  redis?: string;
  nginx?: string;
}

function tryRun(cmd: string, args: string[]): string | undefined {
  // Some tools (nginx -v) print their version on stderr: read both.
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 5_000 });
  if (r.error) return undefined;
  return `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() || undefined;
}

export function describeMachine(): MachineInfo {
  const cpus = os.cpus();
  const info: MachineInfo = {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
  const pg = tryRun('psql', ['--version']);
  if (pg) info.postgres = pg.replace(/^psql \(PostgreSQL\)\s*/, '');
  const redis = tryRun('redis-server', ['--version']);
  const redisVersion = redis && /v=(\S+)/.exec(redis)?.[1];
  if (redisVersion) info.redis = redisVersion;
  const nginx = tryRun('nginx', ['-v']);
  const nginxVersion = nginx && /nginx\/(\S+)/.exec(nginx)?.[1];
  if (nginxVersion) info.nginx = nginxVersion;
  return info;
}

/** Peak resident memory of this process so far, in MiB (from the kernel's accounting, not sampled). */
export function peakRssMiB(): number {
  return Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10;
}

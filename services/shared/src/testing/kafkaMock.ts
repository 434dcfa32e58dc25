import { type ChildProcess, spawn } from 'node:child_process';

export interface KafkaMock {
  brokers: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts librdkafka's mock cluster through kcat (docs/ARCHITECTURE.md, "Kafka on this machine"). It speaks the Kafka protocol and
 * auto-creates topics; it keeps nothing on disk. Resolves with its bootstrap address.
 */
export function startKafkaMock(timeoutMs = 10_000): Promise<KafkaMock> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'kcat',
      ['-b', 'localhost:9092', '-X', 'test.mock.num.brokers=1', '-q', '-C', '-t', '__mock_keepalive'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let buf = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('Kafka mock did not print its bootstrap address in time'));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`Cannot start kcat (apt-get install kcat): ${err.message}`));
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (!buf.includes('\n__done__')) buf += chunk.toString();
      const m = /replaced with (\S+)/.exec(buf) ?? /bootstrap\.servers=(\S+)/.exec(buf);
      if (m && !buf.includes('\n__done__')) {
        buf += '\n__done__';
        clearTimeout(timer);
        resolve({
          brokers: m[1]!,
          process: child,
          stop: () =>
            new Promise<void>((r) => {
              if (child.exitCode !== null) return r();
              child.once('exit', () => r());
              child.kill('SIGTERM');
            }),
        });
      }
    });
  });
}

/** Progress lines on stderr, so a long run shows where it is. */
export function progress(message: string): void {
  process.stderr.write(`\x1b[2m[bench ${new Date().toISOString().slice(11, 19)}]\x1b[0m ${message}\n`);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

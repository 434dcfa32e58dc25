/** Self time by function and by package from a .cpuprofile (node --cpu-prof), the top 25 of each. */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
const profile = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const byFn = new Map<string, number>();
const byPkg = new Map<string, number>();
for (const n of profile.nodes) {
  const us = selfUs.get(n.id) ?? 0;
  if (!us) continue;
  const url = n.callFrame.url.replace(/^file:\/\//, '');
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    /services\/([^/]+)\/src\/([^/]+)/.exec(url)?.slice(1).join('/') ??
    (url ? (url.startsWith('node:') ? url : 'other') : `(${n.callFrame.functionName || 'native'})`);
  const fn = `${n.callFrame.functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
  byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + us);
}
const top = (m: Map<string, number>) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(
      ([k, v]) =>
        `${((100 * v) / total).toFixed(1).padStart(5)}%  ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`,
    )
    .join('\n');
console.log(
  `total sampled: ${(total / 1000).toFixed(0)} ms\n\nby package / file group:\n${top(byPkg)}\n\nby function:\n${top(byFn)}`,
);

/**
 * One sample's value from Prometheus text exposition, by its series as `name{a="1",b="2"}` (labels in any
 * order; all of the sample's labels must be given), or undefined when the text has no such sample.
 */
export function metricSample(text: string, series: string): number | undefined {
  const key = (s: string) => {
    const m = /^([^{\s]+)(?:\{(.*)\})?$/.exec(s);
    if (!m) return s;
    return `${m[1]}{${(m[2] ?? '').split(',').filter(Boolean).sort().join(',')}}`;
  };
  const wanted = key(series);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    if (cut > 0 && key(line.slice(0, cut)) === wanted) return Number(line.slice(cut + 1));
  }
  return undefined;
}

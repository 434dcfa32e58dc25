import { type DayMood, MOODS, moodLabel } from './moods';

const W = 400;
const H = 240;
const PAD = { left: 70, right: 14, top: 14, bottom: 36 };

function dayLabel(day: Date): string {
  return day.toLocaleDateString('en-US', { weekday: 'short' });
}
function fullDate(day: Date): string {
  return day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
}

/** A plain-words summary of the fortnight, also the chart's accessible name. */
export function summary(days: readonly DayMood[]): string {
  const logged = days.filter((d) => d.average !== null);
  if (logged.length === 0) return 'No check-ins in the last 14 days.';
  const avg = logged.reduce((n, d) => n + (d.average ?? 0), 0) / logged.length;
  return `${logged.length} of the last 14 days have a check-in; on average "${moodLabel(avg)}".`;
}

/**
 * The last 14 days as an SVG line chart (one point per day with check-ins, the day's average), with the
 * same figures as a table for anyone who can't see the chart.
 */
export function MoodChart({ days }: { days: readonly DayMood[] }) {
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (days.length <= 1 ? innerW / 2 : (i * innerW) / (days.length - 1));
  const y = (v: number) => PAD.top + ((5 - v) * innerH) / 4;

  // Line segments join consecutive days that both have check-ins.
  const segments: string[] = [];
  let current: string[] = [];
  days.forEach((d, i) => {
    if (d.average === null) {
      if (current.length > 1) segments.push(current.join(' '));
      current = [];
    } else current.push(`${x(i)},${y(d.average)}`);
  });
  if (current.length > 1) segments.push(current.join(' '));

  return (
    <div>
      <figure>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={`Mood over the last 14 days. ${summary(days)} The table below lists each day.`}
          className="mx-auto h-auto w-full max-w-xl text-stone-700"
        >
          {MOODS.map((m) => (
            <g key={m.value}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(m.value)}
                y2={y(m.value)}
                className="stroke-stone-200"
                strokeWidth="1"
              />
              <text
                x={PAD.left - 10}
                y={y(m.value) + 4}
                textAnchor="end"
                className="fill-stone-700 text-[13px]"
              >
                {m.label}
              </text>
            </g>
          ))}
          {days.map((d, i) => (
            <text key={d.date} x={x(i)} y={H - 14} textAnchor="middle" className="fill-stone-700 text-[12px]">
              {i % 2 === (days.length - 1) % 2 ? dayLabel(d.day) : ''}
            </text>
          ))}
          {segments.map((points) => (
            <polyline
              key={points}
              points={points}
              fill="none"
              className="stroke-teal-600"
              strokeWidth="3"
              strokeLinejoin="round"
            />
          ))}
          {days.map((d, i) =>
            d.average === null ? null : (
              <circle
                key={d.date}
                cx={x(i)}
                cy={y(d.average)}
                r="6"
                className="fill-teal-700 stroke-white"
                strokeWidth="2"
              />
            ),
          )}
        </svg>
      </figure>
      <details className="mt-4 rounded-xl border border-stone-200 bg-white">
        <summary className="cursor-pointer rounded-xl px-4 py-3 font-medium text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600">
          Show as a table
        </summary>
        <div className="overflow-x-auto px-4 pb-4">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Mood by day, last 14 days</caption>
            <thead>
              <tr className="border-stone-200 border-b text-stone-900">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Mood
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Check-ins
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 text-stone-700">
              {[...days].reverse().map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {fullDate(d.day)}
                  </th>
                  <td className="py-2 pr-4">
                    {d.average === null ? 'No check-in' : `${moodLabel(d.average)} (${d.average} of 5)`}
                  </td>
                  <td className="py-2">{d.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

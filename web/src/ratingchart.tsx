// A player's rating history as an SVG chart, drawn here (no chart library):
// one line per game and class, oldest game on the left, each point's rating
// in its title. The line fades in unless the person prefers reduced motion
// (style.css).
import type { HistoryPoint } from "./api";

/** The chart's drawing size, in the SVG's own units. */
const width = 480;
const height = 220;
const pad = { left: 48, right: 12, top: 12, bottom: 24 };

/** The lines' colours, in the order the series come. */
const colours = ["#5a3e8c", "#1f7a4d", "#b5462f", "#2d5f9a", "#8a6d1d", "#6b6b6b"];

/** One line: a game and class's ratings, oldest first. */
export interface Series { label: string; points: HistoryPoint[] }

/** The history (newest first, as the server gives it) as series per game and class, each oldest first. */
export function seriesOf(history: HistoryPoint[], title: (game: string) => string): Series[] {
  const by = new Map<string, Series>();
  for (const h of [...history].reverse()) {
    const label = `${title(h.game)}, ${h.players === 2 ? "2 players" : "3+ players"}`;
    if (!by.has(label)) by.set(label, { label, points: [] });
    by.get(label)!.points.push(h);
  }
  return [...by.values()];
}

/** The chart of the series: its axes span every point's rating, with room around. */
export function RatingChart({ series }: { series: Series[] }) {
  const all = series.flatMap((s) => s.points.map((p) => p.rating));
  if (all.length === 0) return <p class="muted">No rated game yet.</p>;
  const lo = Math.floor((Math.min(...all) - 20) / 50) * 50;
  const hi = Math.ceil((Math.max(...all) + 20) / 50) * 50;
  const most = Math.max(...series.map((s) => s.points.length));
  const x = (i: number) => pad.left + (most === 1 ? 0.5 : i / (most - 1)) * (width - pad.left - pad.right);
  const y = (r: number) => pad.top + (1 - (r - lo) / (hi - lo)) * (height - pad.top - pad.bottom);
  const summary = series.map((s) => `${s.label}: ${s.points.map((p) => Math.round(p.rating)).join(", ")}`).join("; ");
  return (
    <figure class="rating-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Rating after each rated game. ${summary}`}>
        {[lo, (lo + hi) / 2, hi].map((r) => (
          <g key={r} class="axis">
            <line x1={pad.left} x2={width - pad.right} y1={y(r)} y2={y(r)} />
            <text x={pad.left - 6} y={y(r) + 4} text-anchor="end">{Math.round(r)}</text>
          </g>
        ))}
        <text class="axis" x={width - pad.right} y={height - 6} text-anchor="end">rated games, oldest first</text>
        {series.map((s, k) => (
          <g key={s.label} class="series" stroke={colours[k % colours.length]} fill={colours[k % colours.length]}>
            <polyline fill="none" stroke-width="2" points={s.points.map((p, i) => `${x(i)},${y(p.rating)}`).join(" ")} />
            {s.points.map((p, i) => (
              <circle key={p.room} cx={x(i)} cy={y(p.rating)} r="4">
                <title>{`${s.label}: ${Math.round(p.rating)} after place ${p.place} of ${p.players}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        {series.map((s, k) => (
          <span key={s.label} class="legend"><span class="swatch" style={{ background: colours[k % colours.length] }} aria-hidden="true" /> {s.label}</span>
        ))}
      </figcaption>
    </figure>
  );
}

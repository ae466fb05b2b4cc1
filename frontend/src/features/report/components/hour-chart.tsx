/** Orders per hour of the day as an SVG bar chart (drawn here: no chart library to load). */
export function HourChart({ byHour }: { byHour: readonly { hour: number; orders: number }[] }) {
  const max = Math.max(1, ...byHour.map((h) => h.orders));
  const width = 24 * 12;
  const height = 120;
  // Labels are centred on their bar: the first ("12am") and last stick out past the bars' edges.
  const pad = 8;
  const label = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'am' : 'pm'}`;
  const total = byHour.reduce((s, h) => s + h.orders, 0);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`${-pad} 0 ${width + 2 * pad} ${height + 16}`}
        className="h-auto w-full text-brand"
        role="img"
        aria-label={`Orders per hour: ${total} in all; busiest ${label(byHour.reduce((a, b) => (b.orders > a.orders ? b : a), byHour[0] ?? { hour: 0, orders: 0 }).hour)}`}
        data-testid="orders-per-hour"
      >
        <line x1="0" y1={height} x2={width} y2={height} stroke="#e2e8f0" />
        {byHour.map(({ hour, orders }) => {
          const h = Math.round((orders / max) * (height - 14));
          return (
            <g key={hour}>
              <rect x={hour * 12 + 2} y={height - h} width="8" height={h} rx="2" fill="currentColor">
                <title>{`${label(hour)}: ${orders} order${orders === 1 ? '' : 's'}`}</title>
              </rect>
              {orders > 0 ? (
                <text x={hour * 12 + 6} y={height - h - 3} textAnchor="middle" fontSize="7" fill="currentColor" className="text-ink">
                  {orders}
                </text>
              ) : null}
              {hour % 3 === 0 ? (
                <text x={hour * 12 + 6} y={height + 11} textAnchor="middle" fontSize="7" fill="currentColor" className="text-ink-muted">
                  {label(hour)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">Orders placed in each hour of the day, India time</figcaption>
    </figure>
  );
}

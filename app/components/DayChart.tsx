// A bar chart of a figure per day, drawn as SVG when the page renders (no chart library in the
// browser). The SVG is one image named by its title and described by the summary shown under it;
// the figures behind it are in the page's table for screen readers and for printing.

export interface DayBar {
  /** Shown under every seventh bar, and in the bar's tooltip. */
  label: string;
  value: number;
  /** The value as words ("Ksh. 1,250.00", "3"), for the bar's tooltip. */
  valueText: string;
}

const width = 600;
const height = 180;
/** Room left and right for the day labels under the first and last bars. */
const side = 32;
const axisBottom = 150;
const top = 16;

export function DayChart({
  id,
  title,
  summary,
  bars,
  maxText,
}: {
  id: string;
  title: string;
  summary: string;
  bars: readonly DayBar[];
  maxText: string;
}) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const slot = (width - 2 * side) / Math.max(1, bars.length);
  const barHeight = (value: number) => (max === 0 ? 0 : ((axisBottom - top) * value) / max);
  return (
    <figure className="mt-2">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-3xl rounded-lg bg-white shadow-sm"
      >
        <title id={`${id}-title`}>{title}</title>
        <Rule y={axisBottom} className="stroke-stone-400" />
        <Rule y={top} className="stroke-stone-200" dashed />
        <text x={side} y={top - 4} fontSize={11} className="fill-stone-700">
          {maxText}
        </text>
        {bars.map((bar, index) => {
          const h = barHeight(bar.value);
          const x = side + index * slot;
          return (
            <g key={bar.label}>
              <rect
                x={x + slot * 0.15}
                y={axisBottom - h}
                width={slot * 0.7}
                height={h}
                className="fill-brand-600"
              >
                <title>{`${bar.label}: ${bar.valueText}`}</title>
              </rect>
              {(bars.length - 1 - index) % 7 === 0 ? (
                <text
                  x={x + slot / 2}
                  y={axisBottom + 16}
                  fontSize={11}
                  textAnchor="middle"
                  className="fill-stone-700"
                >
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption id={`${id}-summary`} className="mt-1 text-sm text-stone-700">
        {summary}
      </figcaption>
    </figure>
  );
}

/** A line across the whole chart at height `y`: the axis under the bars, dashed at the top. */
function Rule({
  y,
  className,
  dashed = false,
}: {
  y: number;
  className: string;
  dashed?: boolean;
}) {
  return (
    <line
      x1={0}
      x2={width}
      y1={y}
      y2={y}
      className={className}
      strokeWidth={1}
      strokeDasharray={dashed ? "4 4" : undefined}
    />
  );
}

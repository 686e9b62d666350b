import type { InsightDay } from '@catalog/shared';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '../../../i18n/use-t.ts';

/**
 * Views, searches and enquiries per day (docs/decisions/0156). Each line has its own dash and its
 * own marker as well as its colour, and the legend names them, so the chart reads without
 * colour; the numbers show on hover and, by keyboard, with the arrow keys (recharts' accessibility
 * layer). The same numbers are in the table behind "Show as table".
 */
const SERIES = [
  { key: 'views', label: 'admin.insight.views', color: '#0f766e', dash: undefined, marker: 'circle' },
  { key: 'searches', label: 'admin.insight.searches', color: '#1e3a8a', dash: '8 4', marker: 'square' },
  { key: 'enquiries', label: 'admin.insight.enquiries', color: '#b45309', dash: '2 4', marker: 'triangle' },
] as const;

type Marker = (typeof SERIES)[number]['marker'];

function markerAt(marker: Marker, color: string) {
  return function Dot({ cx, cy, index }: { cx?: number; cy?: number; index?: number }) {
    if (cx === undefined || cy === undefined) return <g key={index} />;
    if (marker === 'square') return <rect key={index} x={cx - 3.5} y={cy - 3.5} width={7} height={7} fill={color} />;
    if (marker === 'triangle')
      return (
        <path key={index} d={`M${cx},${cy - 4.5}L${cx + 4.5},${cy + 3.5}L${cx - 4.5},${cy + 3.5}Z`} fill={color} />
      );
    return <circle key={index} cx={cx} cy={cy} r={3.5} fill="#fff" stroke={color} strokeWidth={2} />;
  };
}

const shortDate = (date: string) => `${Number(date.slice(8, 10))}/${Number(date.slice(5, 7))}`;

export function InsightChart({ days, width }: { days: InsightDay[]; width: number }) {
  const t = useT();
  return (
    <LineChart
      width={width}
      height={300}
      data={days}
      margin={{ top: 10, right: 16, bottom: 0, left: -16 }}
      accessibilityLayer
      title={t('admin.insight.chartTitle')}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 12, fill: '#334155' }} minTickGap={16} />
      <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
      <Tooltip labelFormatter={(label) => String(label)} />
      <Legend wrapperStyle={{ fontSize: 13, color: '#0f172a' }} />
      {SERIES.map((series) => (
        <Line
          key={series.key}
          type="linear"
          dataKey={series.key}
          name={t(series.label)}
          stroke={series.color}
          strokeWidth={2}
          strokeDasharray={series.dash}
          dot={markerAt(series.marker, series.color)}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}

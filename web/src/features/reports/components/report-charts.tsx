import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatDuration } from '../format'

// Distinct on white and readable by most colour-blind people (Okabe–Ito), indigo first as the
// app's primary colour.
export const SERIES_COLORS = [
  '#4f46e5',
  '#E69F00',
  '#009E73',
  '#D55E00',
  '#56B4E9',
  '#CC79A7',
  '#0072B2',
  '#999999',
]
const AXIS = { fontSize: 12, stroke: '#6b7280' }
const shortDay = (day: string) => day.slice(5)
// "45K" rather than "45000": an agency's daily comments and an account's followers outgrow the
// axis's width otherwise, and were cut off on the left.
const compact = new Intl.NumberFormat('en', { notation: 'compact' }).format
const compactTick = (value: number) => compact(value)

// Charts are 240 px high at any width, so a phone at 375 px shows them whole, day labels thinned.
export function DailyMedianChart({ days }: { days: { day: string; median: number | null }[] }) {
  const data = days.map((day) => ({
    day: day.day,
    minutes: day.median === null ? null : day.median / 60,
  }))
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={AXIS} minTickGap={16} />
        <YAxis
          tick={AXIS}
          tickFormatter={(value: number) => `${compact(value)} m`}
          allowDecimals={false}
        />
        <Tooltip
          formatter={(value) => [formatDuration(Number(value) * 60), 'Median']}
          labelFormatter={(label) => String(label)}
        />
        <Line
          type="monotone"
          dataKey="minutes"
          stroke={SERIES_COLORS[0]}
          strokeWidth={2}
          dot={{ r: 3 }}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  )
}

export function StackedVolumeChart({
  days,
  series,
}: {
  days: { day: string; bySeries: Record<string, number> }[]
  series: { id: string; name: string }[]
}) {
  const data = days.map((day) => ({ day: day.day, ...day.bySeries }))
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={AXIS} minTickGap={16} />
        <YAxis tick={AXIS} tickFormatter={compactTick} allowDecimals={false} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((item, index) => (
          <Bar
            key={item.id}
            dataKey={item.id}
            name={item.name}
            stackId="received"
            fill={SERIES_COLORS[index % SERIES_COLORS.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  )
}

export function FollowersChart({
  accounts,
}: {
  accounts: { id: string; name: string; days: { day: string; followers: number }[] }[]
}) {
  const byDay = new Map<string, Record<string, number | string>>()
  for (const account of accounts) {
    for (const day of account.days) {
      const row = byDay.get(day.day) ?? { day: day.day }
      row[account.id] = day.followers
      byDay.set(day.day, row)
    }
  }
  const data = [...byDay.values()].sort((a, b) => String(a.day).localeCompare(String(b.day)))
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={AXIS} minTickGap={16} />
        <YAxis
          tick={AXIS}
          tickFormatter={compactTick}
          allowDecimals={false}
          domain={['auto', 'auto']}
        />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {accounts.map((account, index) => (
          <Line
            key={account.id}
            dataKey={account.id}
            name={account.name}
            stroke={SERIES_COLORS[index % SERIES_COLORS.length]}
            strokeWidth={2}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  )
}

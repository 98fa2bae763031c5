import { WEEKDAYS } from '../format'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

// Weekday × hour, darker for more comments. Drawn as a grid of cells (no chart library needed);
// the section's table view lists the same counts.
export function BusiestHours({
  cells,
}: {
  cells: { weekday: number; hour: number; count: number }[]
}) {
  const counts = new Map(cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell.count]))
  const max = Math.max(1, ...cells.map((cell) => cell.count))
  return (
    <div className="overflow-x-auto">
      <div
        className="grid min-w-[20rem] gap-px text-[10px] text-muted-foreground"
        style={{ gridTemplateColumns: '2.25rem repeat(24, minmax(0, 1fr))' }}
      >
        <span />
        {HOURS.map((hour) => (
          <span key={hour} className="text-center">
            {hour % 6 === 0 ? hour : ''}
          </span>
        ))}
        {WEEKDAYS.map((name, weekday) => (
          <div key={name} className="contents">
            <span className="pr-1 leading-4">{name}</span>
            {HOURS.map((hour) => {
              const count = counts.get(`${weekday}:${hour}`) ?? 0
              return (
                <span
                  key={hour}
                  className="h-4 rounded-[2px]"
                  title={`${name} ${hour}:00 — ${count}`}
                  data-count={count}
                  style={{
                    backgroundColor:
                      count === 0 ? '#f3f4f6' : `rgba(79, 70, 229, ${0.15 + 0.85 * (count / max)})`,
                  }}
                />
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}

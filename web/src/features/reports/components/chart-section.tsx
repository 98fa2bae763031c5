import { Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { DefinitionTooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'

export type TableCell = string | number

// A chart with the same numbers as a table beneath it, for screen readers and copy-paste, and
// a CSV of that table. The chart itself is hidden from screen readers: the table says it all.
export function ChartSection({
  id,
  title,
  definition,
  chart,
  columns,
  rows,
  csvHref,
  openTable = false,
  emptyText,
  columnDefinitions,
  nowrap = false,
}: {
  id: string
  title: string
  definition: string
  chart?: ReactNode
  columns: string[]
  rows: TableCell[][]
  csvHref?: string
  openTable?: boolean
  // What an empty section says instead of "Nothing in this period."
  emptyText?: string
  // What a column's numbers mean, shown on hover, focus or tap of its heading.
  columnDefinitions?: Partial<Record<string, string>>
  // Cells on one line, the table scrolling sideways on a phone, for tables of many short columns.
  nowrap?: boolean
}) {
  // A wide table scrolls sideways on a phone; keyboard users reach the scroll with Tab.
  const table = (
    <div
      className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
      tabIndex={0}
      role="region"
      aria-label={`${title}: table`}
    >
      <table className="w-full text-sm" data-testid={`${id}-table`}>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 font-medium">
                {columnDefinitions?.[column] ? (
                  <DefinitionTooltip definition={columnDefinitions[column]}>
                    {column}
                  </DefinitionTooltip>
                ) : (
                  column
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b last:border-0">
              {row.map((cell, cellIndex) => (
                <td
                  key={cellIndex}
                  className={cn('px-2 py-1.5 tabular-nums', nowrap && 'whitespace-nowrap')}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
  return (
    <Card role="region" aria-labelledby={`${id}-title`} data-testid={id}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <CardTitle id={`${id}-title`} className="text-lg">
          <DefinitionTooltip definition={definition}>{title}</DefinitionTooltip>
        </CardTitle>
        {csvHref ? (
          <a
            href={csvHref}
            download
            className="inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Download className="size-4" aria-hidden /> CSV
            <span className="sr-only"> of {title}</span>
          </a>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText ?? 'Nothing in this period.'}</p>
        ) : chart ? (
          <>
            <div aria-hidden data-testid={`${id}-chart`}>
              {chart}
            </div>
            <details open={openTable}>
              <summary className="cursor-pointer text-sm text-muted-foreground">Table view</summary>
              {table}
            </details>
          </>
        ) : (
          table
        )}
      </CardContent>
    </Card>
  )
}

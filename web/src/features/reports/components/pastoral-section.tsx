import type { TReport } from '@common/schemas/reports'
import { formatDuration } from '../format'
import { ChartSection } from './chart-section'

const FLAG_NAMES = { prayer: 'Prayer', grief: 'Grief', crisis: 'Crisis', contact: 'Contact data' }
const FLAGS = Object.keys(FLAG_NAMES) as (keyof typeof FLAG_NAMES)[]

// Pastoral care: flagged comments per category, and how fast each church saw and followed up
// the cases routed to it. Tables only: a handful of numbers reads best as they are.
export function PastoralSections({
  pastoral,
  csv,
}: {
  pastoral: TReport['pastoral']
  csv: (table: string) => string
}) {
  const f = pastoral.followUp
  return (
    <>
      <ChartSection
        id="pastoral-flags"
        title="Pastoral care: flagged comments"
        definition={pastoral.definitions.flags}
        columns={['Category', 'Comments']}
        rows={FLAGS.map((flag) => [FLAG_NAMES[flag], pastoral.flags[flag]])}
        csvHref={csv('pastoralFlags')}
      />
      <ChartSection
        id="pastoral-follow-up"
        title="Pastoral care: follow-up by the church"
        definition={pastoral.definitions.followUp}
        columns={['Church', 'Cases', 'Seen', 'Followed up', 'Median to see', 'Median to follow up']}
        rows={[
          ...pastoral.byChurch.map((row) => [
            row.name,
            row.cases,
            row.seen,
            row.followedUp,
            formatDuration(row.medianSeen),
            formatDuration(row.medianFollowUp),
          ]),
          ...(pastoral.byChurch.length > 1
            ? [
                [
                  'All churches',
                  f.cases,
                  f.seen,
                  f.followedUp,
                  formatDuration(f.medianSeen),
                  formatDuration(f.medianFollowUp),
                ],
              ]
            : []),
        ]}
        csvHref={csv('pastoralFollowUp')}
      />
    </>
  )
}

import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  MESSAGES_REPORT_DEFINITIONS,
  PUBLISHING_REPORT_DEFINITIONS,
  type TMessagesRow,
  type TPublishingRow,
} from '@common/schemas/report-sections'
import type { TReport } from '@common/schemas/reports'
import { MessagesPublishingCards, MessagesPublishingSections } from './messages-publishing-sections'

const messages = (name: string, values: Partial<TMessagesRow> = {}): TMessagesRow => ({
  id: name,
  name,
  conversations: 2,
  received: 5,
  sentByAgency: 3,
  sentByChurch: 1,
  answered: 2,
  waits: 3,
  waitsAnswered: 2,
  median: 4500,
  withinTarget: 66.7,
  mentions: 2,
  mentionsAnswered: 1,
  ...values,
})
const published = (name: string, values: Partial<TPublishingRow> = {}): TPublishingRow => ({
  id: name,
  name,
  published: 3,
  onTime: 2,
  late: 1,
  withReach: 1,
  reach: 500,
  ...values,
})

// Only what these sections read: the messages and publishing parts of a report.
const report = (church: boolean) =>
  ({
    church: church ? { id: 'grace', name: 'Grace Church' } : null,
    targetSeconds: 4 * 3600,
    messages: {
      total: messages('Total'),
      byChurch: [messages('Grace Church')],
      byAccount: church ? [messages('grace_main')] : [],
      definitions: {
        ...MESSAGES_REPORT_DEFINITIONS,
        withinTarget: MESSAGES_REPORT_DEFINITIONS.withinTarget(4),
      },
    },
    publishing: {
      onTimeMinutes: 5,
      total: published('Total'),
      byChurch: [published('Grace Church')],
      byAccount: church
        ? [
            published('grace_main', { published: 2, onTime: 1 }),
            published('grace_youth', {
              published: 1,
              onTime: 1,
              late: 0,
              withReach: 0,
              reach: null,
            }),
          ]
        : [],
      definitions: { ...PUBLISHING_REPORT_DEFINITIONS },
    },
  }) as unknown as TReport

const csv = (table: string) => `/api/exports/report.csv?table=${table}`

describe('direct messages and publishing in the reports', () => {
  it('shows the counts, first response, on time and late, and reach not yet available', () => {
    render(
      <>
        <MessagesPublishingCards report={report(true)} />
        <MessagesPublishingSections report={report(true)} csv={csv} />
      </>,
    )
    expect(screen.getByRole('button', { name: /Message conversations/ })).toHaveTextContent('2')
    expect(
      screen.getByRole('button', { name: /Median first response to messages/ }),
    ).toHaveTextContent('1 h 15 min')
    expect(screen.getByText('66.7% of waits answered in 4 h')).toBeInTheDocument()
    expect(screen.getByText('2 on time, 1 late')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Reach of published posts/ })).toHaveTextContent(
      '500',
    )
    expect(screen.getByText('1 of 3 posts have a reach')).toBeInTheDocument()

    const accounts = within(screen.getByTestId('publishing-by-account-table'))
    const rows = accounts.getAllByRole('row').map((row) => row.textContent)
    expect(rows).toEqual([
      'AccountPublishedOn timeLateReach',
      'grace_main211500 (1 of 2 posts)',
      'grace_youth110Not available yet',
    ])
    // Every column heading is a definition's trigger (the browser test hovers them).
    expect(accounts.getByRole('button', { name: 'On time' })).toBeInTheDocument()
    const messagesTable = within(screen.getByTestId('messages-by-account-table'))
    expect(messagesTable.getByRole('button', { name: 'Sent by the church' })).toBeInTheDocument()
  })

  it('asks for a church before listing accounts agency-wide', () => {
    render(<MessagesPublishingSections report={report(false)} csv={csv} />)
    expect(
      within(screen.getByTestId('messages-by-account')).getByText(/Choose a church above/),
    ).toBeInTheDocument()
    expect(screen.getByTestId('publishing-by-church-table')).toHaveTextContent('Grace Church')
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { TCommentActivityItem } from '@common/schemas/comment-detail'
import { DetailActivity } from './detail-activity'

const at = new Date().toISOString()

describe('a comment activity', () => {
  it('names the rule that acted, and the teammate otherwise', () => {
    const activity: TCommentActivityItem[] = [
      { id: '1', kind: 'hidden', detail: { rule: 'Spam links' }, actorName: null, at },
      { id: '2', kind: 'labelled', detail: { rule: 'Crypto', label: 'Spam' }, actorName: null, at },
      { id: '3', kind: 'unhidden', detail: {}, actorName: 'Sam', at },
    ]
    render(<DetailActivity activity={activity} />)
    expect(screen.getByText("Hidden by rule 'Spam links'")).toBeInTheDocument()
    expect(screen.getByText("Labelled Spam by rule 'Crypto'")).toBeInTheDocument()
    expect(screen.getByText('Sam')).toBeInTheDocument()
    expect(screen.getByText(/unhid the comment/)).toBeInTheDocument()
  })
})

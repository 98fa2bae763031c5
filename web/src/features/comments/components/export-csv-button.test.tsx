import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ApiReply, startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { ExportCsvButton } from './export-csv-button'

const ORG = '11111111-1111-4111-8111-111111111111'

// The file a user would save: jsdom has no object URLs, so the Blob handed to the link is kept.
let saved: { blob: Blob; name: string }[] = []
let close: (() => Promise<void>) | undefined
let finish = () => {}
beforeEach(() => {
  saved = []
  URL.createObjectURL = (blob: Blob) => `blob:${saved.push({ blob, name: '' }) - 1}`
  URL.revokeObjectURL = () => {}
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved[Number(this.href.slice('blob:'.length))]!.name = this.download
  }
})
afterEach(() => {
  finish()
  return close?.()
})

const CSV = [
  '\uFEFFchurch,text\n',
  'Grace,"Amen,\nand amen"\n',
  'Grace,"She said ""pray""',
  '"\nGrace,🙏\n',
]

async function renderButton(readReports: boolean, exportReply?: ApiReply) {
  const api = await startApiServer((request) => {
    if (request.path === '/api/me')
      return {
        status: 200,
        body: {
          user: { id: 'u-1', email: 'a@agency.test', name: 'A', role: 'admin' },
          can: { readReports },
          organization: null,
        },
      }
    if (request.path.startsWith('/api/exports/comments.csv') && exportReply) return exportReply
    return { status: 404, body: {} }
  })
  close = api.close
  renderWithQueries(
    <ExportCsvButton
      filters={{
        view: 'open',
        organizationIds: [ORG],
        accountIds: [],
        search: 'amen, pray',
        sort: 'oldest',
        kind: 'comments',
      }}
    />,
  )
  return api
}

describe('Export CSV on the inbox', () => {
  it("saves the export of the inbox's view, filters and order, counting the rows as they come", async () => {
    const api = await renderButton(true, {
      status: 200,
      file: {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="flock-comments-2026-11-23.csv"',
          'x-total-count': '3',
        },
        pieces: CSV,
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
    await expect.poll(() => saved.length).toBe(1)
    expect(api.requests.map((r) => r.path)).toContain(
      `/api/exports/comments.csv?view=open&organizationId=${ORG}&search=amen%2C+pray&sort=oldest`,
    )
    expect(saved[0]!.name).toBe('flock-comments-2026-11-23.csv')
    // Byte for byte, the byte-order mark included (text() would drop it).
    const file = [...new Uint8Array(await saved[0]!.blob.arrayBuffer())]
    expect(file).toEqual([...new TextEncoder().encode(CSV.join(''))])
    // Back to the button once the file is handed over.
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy()
  })

  it('shows how many comments have come of how many, and Cancel saves nothing', async () => {
    await renderButton(true, {
      status: 200,
      file: {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'x-total-count': '3' },
        pieces: CSV,
        holdLast: new Promise<void>((resolve) => (finish = resolve)),
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Exporting 1 of 3 comments…')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Exporting comments' }).ariaValueNow).toBe('33')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the export' }))
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy()
    finish()
    expect(saved).toHaveLength(0)
  })

  it('saves nothing when the server refuses, and offers the button again', async () => {
    await renderButton(true, {
      status: 403,
      body: { code: 'FORBIDDEN', message: 'Only Owners and Admins can export.' },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy()
    expect(saved).toHaveLength(0)
  })

  it('is not offered to an Agent, whom the server refuses', async () => {
    const api = await renderButton(false)
    await expect.poll(() => api.requests.some((r) => r.path === '/api/me')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull()
  })
})

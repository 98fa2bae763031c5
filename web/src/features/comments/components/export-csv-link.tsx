import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useMe } from '@/lib/me'
import { type InboxFilters, inboxQuery } from '../api/list-comments'

// The comments the inbox shows, with its view, filters and order, as a CSV file the server
// streams (GET /api/exports/comments.csv). Only for those who may read the agency's reports,
// whom the server alone lets export.
export function ExportCsvLink({ filters }: { filters: InboxFilters }) {
  const me = useMe()
  if (!me.data?.can.readReports) return null
  return (
    <Button asChild variant="outline" size="sm" className="sm:ml-auto">
      <a href={`/api/exports/comments.csv?${inboxQuery(filters)}`} download>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  )
}

import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { organizationExportHref } from '../api/delete-organization'

// Everything Flock holds of the organisation, as a zip of JSON and CSV files.
export function ExportDataButton({
  routeId,
  label = 'Download Data',
}: {
  routeId: string
  label?: string
}) {
  return (
    <Button variant="outline" asChild>
      <a href={organizationExportHref(routeId)} download>
        <Download aria-hidden /> {label}
      </a>
    </Button>
  )
}

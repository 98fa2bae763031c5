import { FileText } from 'lucide-react'
import { fillReplyVariables, type ReplyVariableValues } from '@common/reply-variables'
import type { TOrganization } from '@common/schemas/organization'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

// Captions for a church's weekly rhythm, filled from its details with the saved replies'
// variables. A variable the church has no value for stays in the text, to be filled in.
export const CAPTION_TEMPLATES = [
  {
    name: 'Sunday invitation',
    text: 'Join us this Sunday at {church.service_times}. Everyone is welcome at {church.name}!',
  },
  { name: 'Service times', text: 'Our services: {church.service_times}\n📍 {church.address}' },
  { name: 'Sermon recap', text: 'Missed Sunday? Catch up on the message at {church.website}' },
  { name: 'Event', text: 'Save the date! More at {church.website} or call {church.phone}.' },
] as const

export function churchValues(church: TOrganization): ReplyVariableValues {
  return {
    church: {
      name: church.name,
      website: church.website,
      phone: church.phone,
      address: church.address,
      contact: church.contact,
      serviceTimes: church.serviceTimes,
    },
    commenter: { username: '' },
  }
}

export function TemplateMenu({
  church,
  onInsert,
}: {
  church: TOrganization | undefined
  onInsert: (text: string, missing: string[]) => void
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" size="sm" variant="outline" disabled={!church}>
          <FileText aria-hidden /> Templates
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {CAPTION_TEMPLATES.map((template) => (
          <DropdownMenuItem
            key={template.name}
            onSelect={() => {
              if (!church) return
              const filled = fillReplyVariables(template.text, churchValues(church))
              onInsert(
                filled.text,
                filled.missing.map((name) => `{${name}}`),
              )
            }}
          >
            {template.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

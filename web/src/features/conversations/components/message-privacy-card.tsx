import { Lock } from 'lucide-react'
import { useId, useState } from 'react'
import { DM_READERS, type TMessagePrivacy } from '@common/schemas/direct-messages'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { QueryLadder } from '@/components/ui/query-ladder'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import { useMessagePrivacy, useUpdateMessagePrivacy } from '../api/message-privacy'

type TReaders = TMessagePrivacy['readers']

export const READER_LABELS: Record<TReaders, { label: string; hint: string }> = {
  owner: {
    label: 'Only the Owner',
    hint: 'Only your organization’s Owner reads direct messages in Flock.',
  },
  pastoral_contacts: {
    label: 'The Owner and pastoral contacts',
    hint: 'Also the people you named as pastoral contacts, who receive prayer requests.',
  },
  all_members: {
    label: 'Everyone in our organization',
    hint: 'Every member of your organization in Flock reads direct messages.',
  },
}

function PrivacyForm({ routeId, readers }: { routeId: string; readers: TReaders }) {
  const [choice, setChoice] = useState(readers)
  const update = useUpdateMessagePrivacy(routeId)
  const id = useId()
  return (
    <form
      noValidate
      aria-label="Who reads direct messages"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate(
          { readers: choice },
          {
            onSuccess: (saved) =>
              toast.success('Message privacy saved', {
                description: `${READER_LABELS[saved.readers].label} can read your direct messages.`,
              }),
            onError: (error) =>
              toast.error('Could not save message privacy', { description: error.message }),
          },
        )
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Who among our people may read them</legend>
        {DM_READERS.map((value) => (
          <label key={value} className="flex items-start gap-3 rounded-lg border p-3">
            <input
              type="radio"
              name={`${id}-readers`}
              value={value}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            <span>
              <span className="font-medium">{READER_LABELS[value].label}</span>
              <span className="block text-sm text-muted-foreground">
                {READER_LABELS[value].hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={update.isPending || choice === readers}>
        Save message privacy
      </Button>
    </form>
  )
}

// A church decides who among its people may read its direct-message conversations: prayer
// requests and crises arrive there. The agency's team always reads them to answer.
// The agency sees the church's choice on the organization page, read-only.
export function MessagePrivacyCard({
  routeId,
  canEdit,
  agency = false,
}: {
  routeId: string
  canEdit: boolean
  agency?: boolean
}) {
  const privacy = useMessagePrivacy(routeId)
  return (
    <Card>
      <CardHeader className="space-y-1.5">
        <CardTitle className="flex items-center gap-2">
          <Lock className="size-5" aria-hidden /> Direct message privacy
        </CardTitle>
        <CardDescription>
          {agency
            ? 'Who among the church’s people may read its direct messages in Flock. The agency’s team always may; only the church’s Owner can change it.'
            : 'Direct messages often carry prayer requests and private matters. Your agency’s team reads them to answer; choose who among your people may read them too.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryLadder
          query={privacy}
          error={{ title: 'Could not load message privacy', message: 'Try again in a moment.' }}
          loading={<Skeleton className="h-24 w-full" />}
        >
          {(data) =>
            canEdit ? (
              <PrivacyForm key={data.readers} routeId={routeId} readers={data.readers} />
            ) : (
              <dl className="text-sm">
                <dt className="font-medium">Who of the church may read direct messages</dt>
                <dd className="text-muted-foreground" data-dm-readers={data.readers}>
                  {READER_LABELS[data.readers].label}
                </dd>
              </dl>
            )
          }
        </QueryLadder>
      </CardContent>
    </Card>
  )
}

import { HeartHandshake } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { GUIDANCE_MAX_LENGTH, type TPastoralSettings } from '@common/schemas/pastoral'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast'
import { usePastoralSettings, useUpdatePastoralSettings } from '../api/pastoral'
import { PastoralReachNotice } from './pastoral-reach-notice'

const CHECKBOX = 'size-4 shrink-0 accent-primary'

function PastoralSettingsForm({
  routeId,
  settings,
}: {
  routeId: string
  settings: TPastoralSettings
}) {
  const update = useUpdatePastoralSettings(routeId)
  const [routingEnabled, setRoutingEnabled] = useState(settings.routingEnabled)
  const [guidance, setGuidance] = useState(settings.emergencyGuidance)
  const [contacts, setContacts] = useState(() => new Set(settings.contacts.map((c) => c.userId)))
  const error = update.error?.message
  const toggle = (userId: string, on: boolean) =>
    setContacts((current) => {
      const next = new Set(current)
      if (on) next.add(userId)
      else next.delete(userId)
      return next
    })
  return (
    <form
      noValidate
      aria-label="Pastoral care settings"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate(
          {
            routingEnabled,
            emergencyGuidance: guidance,
            contactUserIds: [...contacts],
          },
          { onSuccess: () => toast.success('Pastoral care saved') },
        )
      }}
    >
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className={`${CHECKBOX} mt-0.5`}
          checked={routingEnabled}
          onChange={(event) => setRoutingEnabled(event.target.checked)}
        />
        <span>
          <span className="font-medium">Route flagged comments to our pastoral contacts</span>
          <span className="block text-sm text-muted-foreground">
            Prayer requests, grief or illness and people in crisis appear in Pastoral care, and our
            contacts hear of them by notification and e-mail at once.
          </span>
        </span>
      </label>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Pastoral contacts</legend>
        <PastoralReachNotice
          routingEnabled={routingEnabled}
          contactCount={contacts.size}
          owners={settings.owners}
        />
        <ul className="divide-y rounded-lg border">
          {settings.members.map((member) => (
            <li key={member.userId}>
              <label className="flex items-center gap-3 p-3">
                <input
                  type="checkbox"
                  className={CHECKBOX}
                  checked={contacts.has(member.userId)}
                  onChange={(event) => toggle(member.userId, event.target.checked)}
                />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{member.name}</span>
                  <span className="block truncate text-sm text-muted-foreground">
                    {member.email}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <FormField id={`guidance-${routeId}`} label="Emergency guidance" error={error}>
        <Textarea
          id={`guidance-${routeId}`}
          value={guidance}
          maxLength={GUIDANCE_MAX_LENGTH}
          rows={4}
          placeholder="What our people should do when someone may be in danger: who to call, which helpline to give."
          onChange={(event) => setGuidance(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `guidance-${routeId}-error` : undefined}
        />
      </FormField>
      <Button type="submit" disabled={update.isPending}>
        Save pastoral care
      </Button>
    </form>
  )
}

function PastoralSettingsSummary({ settings }: { settings: TPastoralSettings }) {
  const names = settings.contacts.map((contact) => contact.name).join(', ')
  return (
    <dl className="space-y-3 text-sm">
      <div>
        <dt className="font-medium">Routing</dt>
        <dd className="text-muted-foreground">{settings.routingEnabled ? 'On' : 'Off'}</dd>
      </div>
      <div>
        <dt className="font-medium">Pastoral contacts</dt>
        <dd className="space-y-2 text-muted-foreground">
          <span className="block">{names || 'None named yet'}</span>
          <PastoralReachNotice
            routingEnabled={settings.routingEnabled}
            contactCount={settings.contacts.length}
            owners={settings.owners}
          />
        </dd>
      </div>
      <div>
        <dt className="font-medium">Emergency guidance</dt>
        <dd className="whitespace-pre-line break-words text-muted-foreground">
          {settings.emergencyGuidance || 'Not written yet'}
        </dd>
      </div>
    </dl>
  )
}

// The church's pastoral care on its portal: its Owner names the contacts, turns routing on or
// off and writes the emergency guidance; everyone else in the church reads them.
export function PastoralCareCard({ routeId, canEdit }: { routeId: string; canEdit: boolean }) {
  const settings = usePastoralSettings(routeId)
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Pastoral care</CardTitle>
          <CardDescription>
            Comments asking for prayer, speaking of grief or illness, or from someone who may be in
            crisis are recognised as they arrive and shown to your church.
          </CardDescription>
        </div>
        <Button asChild variant="outline">
          <Link to={paths.pastoralCare.getHref()}>
            <HeartHandshake aria-hidden /> Open Pastoral care
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          canEdit ? (
            <PastoralSettingsForm routeId={routeId} settings={settings.data} />
          ) : (
            <PastoralSettingsSummary settings={settings.data} />
          )
        ) : settings.isError ? (
          <LoadError
            title="Could not load pastoral care"
            message="Try again in a moment."
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
      </CardContent>
    </Card>
  )
}

import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import {
  useAddStarterRules,
  useCreateRule,
  useReorderRules,
  useRules,
} from '@/features/rules/api/rules'
import { RuleForm } from '@/features/rules/components/rule-form'
import { RuleRow } from '@/features/rules/components/rule-row'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'

// The agency's moderation rules, for its Owners and Admins (Agents are refused by the server and
// see why here).
export function RulesRoute() {
  usePageTitle('Moderation rules')
  const allowed = useMe().data?.can.manageRules ?? false
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Moderation rules</h1>
        <p className="text-muted-foreground">
          Rules run on every new comment, top to bottom, within seconds of it arriving: spam is
          hidden before anyone sees it.
        </p>
      </div>
      {allowed ? (
        <Rules />
      ) : (
        <p className="text-sm text-muted-foreground">
          Only the team’s Owners and Admins see and change moderation rules.
        </p>
      )}
    </div>
  )
}

function Rules() {
  const list = useRules()
  const create = useCreateRule()
  const starter = useAddStarterRules()
  const reorder = useReorderRules()
  const [creating, setCreating] = useState(false)
  const rules = list.data?.items ?? []
  const move = (index: number, direction: -1 | 1) => {
    const ids = rules.map((rule) => rule.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + direction, 0, moved!)
    reorder.mutate(ids)
  }
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setCreating(true)} disabled={creating}>
          New rule
        </Button>
        <Button
          variant="outline"
          disabled={starter.isPending}
          onClick={() => starter.mutate(undefined)}
        >
          Add starter rules
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Starter rules: spam links, follower offers and crypto offers, in English, Spanish,
        Portuguese, German and French. They hide what they match; switch any off after.
      </p>
      {creating ? (
        <Card>
          <CardContent className="p-4 sm:p-5">
            <RuleForm
              pending={create.isPending}
              error={create.error?.message}
              submitLabel="Create rule"
              onCancel={() => setCreating(false)}
              onSubmit={(input) => create.mutate(input, { onSuccess: () => setCreating(false) })}
            />
          </CardContent>
        </Card>
      ) : null}
      {reorder.error ? (
        <p role="alert" className="text-sm text-destructive">
          {reorder.error.message}
        </p>
      ) : null}
      {list.error ? (
        <LoadError
          title="Rules did not load"
          message="Could not load the moderation rules."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Skeleton className="h-24 w-full" />
      ) : rules.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="No rules yet"
          description="Add the starter rules, or write your own."
        />
      ) : (
        <ol className="space-y-3" aria-label="Rules, in the order they run">
          {rules.map((rule, index) => (
            <RuleRow
              key={rule.id}
              rule={rule}
              first={index === 0}
              last={index === rules.length - 1}
              onMove={(direction) => move(index, direction)}
            />
          ))}
        </ol>
      )}
    </>
  )
}

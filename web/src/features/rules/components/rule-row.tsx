import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { TRule } from '@common/schemas/rules'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useDeleteRule, useSwitchRule, useUpdateRule } from '../api/rules'
import { RuleForm } from './rule-form'

// "contains bitcoin, crypto… and a link → hide, mark done": the rule in one line.
function summary(rule: TRule) {
  const { conditions: c, actions: a } = rule
  const when = [
    c.words ? `contains ${c.words.slice(0, 3).join(', ')}${c.words.length > 3 ? '…' : ''}` : '',
    c.hasLink ? 'a link' : '',
    c.hasContact ? 'an e-mail or phone' : '',
    c.onlyEmoji ? 'only emoji' : '',
    c.username
      ? `username ${c.username.match === 'glob' ? 'matches' : 'contains'} ${c.username.pattern}`
      : '',
    c.pastoralFlag ? `flagged ${c.pastoralFlag}` : '',
  ].filter(Boolean)
  const then = [
    a.hide ? 'hide' : '',
    a.markDone ? 'mark done' : '',
    a.labelId ? 'label' : '',
    a.assigneeId ? 'assign' : '',
    a.routeToChurch ? 'route to church' : '',
  ].filter(Boolean)
  return `${when.join(' and ')} → ${then.join(', ')}`
}

export function RuleRow({
  rule,
  onMove,
  first,
  last,
}: {
  rule: TRule
  onMove: (direction: -1 | 1) => void
  first: boolean
  last: boolean
}) {
  const [editing, setEditing] = useState(false)
  const update = useUpdateRule(rule.id)
  const switchRule = useSwitchRule(rule.id)
  const remove = useDeleteRule(rule.id)
  if (editing)
    return (
      <li className="rounded-lg border p-4">
        <RuleForm
          initial={rule}
          pending={update.isPending}
          error={update.error?.message}
          submitLabel="Save rule"
          onCancel={() => setEditing(false)}
          onSubmit={(input) => update.mutate(input, { onSuccess: () => setEditing(false) })}
        />
      </li>
    )
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{rule.name}</h3>
          {rule.enabled ? null : <Badge variant="outline">Off</Badge>}
          <Badge variant="secondary">
            {rule.organizationIds.length === 0
              ? 'All churches'
              : `${rule.organizationIds.length} church${rule.organizationIds.length === 1 ? '' : 'es'}`}
          </Badge>
        </div>
        <p className="break-words text-sm text-muted-foreground">{summary(rule)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <label className="mr-2 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={rule.enabled}
            disabled={switchRule.isPending}
            onChange={(event) => switchRule.mutate(event.target.checked)}
          />
          On
        </label>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${rule.name} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ArrowUp />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${rule.name} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDown />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${rule.name}`}
          onClick={() => setEditing(true)}
        >
          <Pencil />
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Delete ${rule.name}`}>
              <Trash2 />
            </Button>
          }
          title={`Delete ${rule.name}?`}
          description="Comments it already acted on stay as they are."
          confirmLabel="Delete rule"
          onConfirm={() => remove.mutate(undefined)}
        />
      </div>
    </li>
  )
}

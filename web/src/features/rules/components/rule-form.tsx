import { useId, useState } from 'react'
import { PASTORAL_FLAGS, type TPastoralFlag } from '@common/schemas/pastoral'
import { distinctPersonLabels } from '@common/schemas/person-name'
import type { USERNAME_MATCHES } from '@common/schemas/rules'
import { RULE_NAME_MAX, type TRule, type TRuleFormValues } from '@common/schemas/rules'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { useRuleOptions } from '../api/rules'
import { DryRunPreview } from './dry-run-preview'
import { FormActions } from '@/components/ui/form-actions'

const FLAG_NAMES: Record<TPastoralFlag, string> = {
  prayer: 'Prayer request',
  grief: 'Grief or illness',
  crisis: 'Crisis',
  contact: 'Contact data shared',
}

// One word or phrase a line (or separated by commas), as people paste lists.
const splitWords = (text: string) =>
  text
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter((word) => word !== '')

function Check(props: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.label}
    </label>
  )
}

// Writes a new rule or changes one: its churches, conditions (all must hold) and actions, with a
// preview of what it would have matched over the last 30 days before it is saved.
export function RuleForm({
  initial,
  pending,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: TRule
  pending: boolean
  error?: string
  submitLabel: string
  onSubmit: (input: TRuleFormValues) => void
  onCancel?: () => void
}) {
  const id = useId()
  const options = useRuleOptions()
  // Two teammates of one name are told apart by their e-mail.
  const teammateLabels = distinctPersonLabels(options.teammates)
  const c = initial?.conditions
  const a = initial?.actions
  const [name, setName] = useState(initial?.name ?? '')
  const [chosen, setChosen] = useState<string[]>(initial?.organizationIds ?? [])
  const [allChurches, setAllChurches] = useState((initial?.organizationIds.length ?? 0) === 0)
  // A new rule starts with nothing ticked: it does only what its author chose.
  const [useWords, setUseWords] = useState(Boolean(c?.words))
  const [words, setWords] = useState((c?.words ?? []).join('\n'))
  const [hasLink, setHasLink] = useState(c?.hasLink ?? false)
  const [hasContact, setHasContact] = useState(c?.hasContact ?? false)
  const [onlyEmoji, setOnlyEmoji] = useState(c?.onlyEmoji ?? false)
  const [usernameMatch, setUsernameMatch] = useState<string>(c?.username?.match ?? '')
  const [usernamePattern, setUsernamePattern] = useState(c?.username?.pattern ?? '')
  const [flag, setFlag] = useState<string>(c?.pastoralFlag ?? '')
  const [hide, setHide] = useState(a?.hide ?? false)
  const [markDone, setMarkDone] = useState(a?.markDone ?? false)
  const [labelId, setLabelId] = useState(a?.labelId ?? '')
  const [assigneeId, setAssigneeId] = useState(a?.assigneeId ?? '')
  const [routeToChurch, setRouteToChurch] = useState(a?.routeToChurch ?? false)

  const organizationIds = allChurches ? [] : chosen
  const conditions: TRuleFormValues['conditions'] = {
    words: useWords ? splitWords(words) : null,
    hasLink,
    hasContact,
    onlyEmoji,
    username: usernameMatch
      ? { match: usernameMatch as (typeof USERNAME_MATCHES)[number], pattern: usernamePattern }
      : null,
    pastoralFlag: (flag || null) as TPastoralFlag | null,
  }
  return (
    <form
      noValidate
      aria-label={initial ? `Edit ${initial.name}` : 'New rule'}
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit({
          name,
          enabled: initial?.enabled ?? true,
          organizationIds,
          conditions,
          actions: {
            hide,
            markDone,
            labelId: labelId || null,
            assigneeId: assigneeId || null,
            routeToChurch,
          },
        })
      }}
    >
      <FormField id={`${id}-name`} label="Name">
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={RULE_NAME_MAX}
          placeholder="e.g. Spam links"
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Churches</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              className="size-4"
              checked={allChurches}
              onChange={() => setAllChurches(true)}
            />
            All churches
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              className="size-4"
              checked={!allChurches}
              onChange={() => setAllChurches(false)}
            />
            Chosen churches
          </label>
        </div>
        {allChurches ? null : (
          <div className="max-h-40 space-y-1 overflow-y-auto rounded-md border p-2">
            {options.churches.map((church) => (
              <Check
                key={church.id}
                label={church.name}
                checked={chosen.includes(church.id)}
                onChange={(on) =>
                  setChosen((ids) =>
                    on ? [...ids, church.id] : ids.filter((other) => other !== church.id),
                  )
                }
              />
            ))}
          </div>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">When a comment… (all that are set)</legend>
        <Check
          label="contains any of these words or phrases"
          checked={useWords}
          onChange={setUseWords}
        />
        {useWords ? (
          <Textarea
            aria-label="Words or phrases, one a line"
            value={words}
            placeholder={'bitcoin\nfree followers\nseguidores gratis'}
            onChange={(event) => setWords(event.target.value)}
          />
        ) : null}
        <p className="text-xs text-muted-foreground">
          Whole words, whatever the case and accents: “bitcoin” matches “BITCOIN” and “bítcoin”, not
          “bitcoins”.
        </p>
        <Check label="contains a link" checked={hasLink} onChange={setHasLink} />
        <Check
          label="contains an e-mail or phone number"
          checked={hasContact}
          onChange={setHasContact}
        />
        <Check label="is only emoji" checked={onlyEmoji} onChange={setOnlyEmoji} />
        <div className="grid gap-2 sm:grid-cols-[12rem_1fr]">
          <NativeSelect
            aria-label="Commenter's username"
            value={usernameMatch}
            onChange={(event) => setUsernameMatch(event.target.value)}
          >
            <option value="">Any commenter</option>
            <option value="contains">Username contains</option>
            <option value="glob">Username matches (* and ?)</option>
          </NativeSelect>
          {usernameMatch ? (
            <Input
              aria-label="Username pattern"
              value={usernamePattern}
              placeholder={usernameMatch === 'glob' ? 'crypto_*' : 'followers'}
              onChange={(event) => setUsernamePattern(event.target.value)}
            />
          ) : null}
        </div>
        <NativeSelect
          aria-label="Pastoral flag"
          value={flag}
          onChange={(event) => setFlag(event.target.value)}
        >
          <option value="">Any pastoral flag or none</option>
          {PASTORAL_FLAGS.map((value) => (
            <option key={value} value={value}>
              Flagged: {FLAG_NAMES[value]}
            </option>
          ))}
        </NativeSelect>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Then</legend>
        <Check label="Hide it on Instagram" checked={hide} onChange={setHide} />
        <Check label="Mark it done" checked={markDone} onChange={setMarkDone} />
        <Check
          label="Route it to the church's pastoral care"
          checked={routeToChurch}
          onChange={setRouteToChurch}
        />
        <div className="grid gap-2 sm:grid-cols-2">
          <NativeSelect
            aria-label="Add label"
            value={labelId}
            onChange={(event) => setLabelId(event.target.value)}
          >
            <option value="">No label</option>
            {options.labels.map((label) => (
              <option key={label.id} value={label.id}>
                Label: {label.name}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Assign to"
            value={assigneeId}
            onChange={(event) => setAssigneeId(event.target.value)}
          >
            <option value="">Nobody</option>
            {options.teammates.map((teammate) => (
              <option key={teammate.id} value={teammate.id}>
                Assign to {teammateLabels.get(teammate.id)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </fieldset>

      <DryRunPreview organizationIds={organizationIds} conditions={conditions} />

      <FormActions error={error} pending={pending} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  )
}

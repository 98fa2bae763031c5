import {
  AlertCircle,
  CalendarClock,
  Crop,
  ExternalLink,
  Save,
  Send,
  Trash2,
  Undo2,
  XCircle,
} from 'lucide-react'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { aspectFit, type TAsset } from '@common/schemas/asset'
import { CropDialog } from '@/components/media/crop-dialog'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import {
  useChurch,
  useChurchAccounts,
  useChurchOptions,
  useChurchTimeZone,
} from '../../api/options'
import { useCreatePost, useDeletePost, usePostAction, useUpdatePost } from '../../api/posts'
import { POST_KINDS, type TPostDetail, type TPostKind } from '../../api/types'
import { captionProblems } from '@common/caption-limits'
import { findPlaceholders, missingVariableMessage } from '@common/reply-variables'
import { FIRST_COMMENT_MAX_LENGTH } from '@common/schemas/posts'
import { KIND_RULES, mediaProblems, mediaWarnings, type PickedAsset } from '../../lib/media-rules'
import { dayKeyIn, formatInZone, timeIn, zonedToUtc, zoneLabel } from '../../lib/zoned-time'
import { KIND_LABELS } from '../calendar/list-view'
import { PostStateBadge } from '../post-state'
import { QuotaMeter } from '../quota-meter'
import { AssetPicker } from './asset-picker'
import { CaptionCounter } from './caption-counter'
import { PhonePreview } from './phone-preview'
import { PostLedger } from './post-ledger'
import { PostSummary } from './post-summary'
import { ScheduleFields } from './schedule-fields'
import { TemplateMenu } from './template-menu'

type Picked = PickedAsset & { thumbnailUrl: string; altText: string }

const MAX_COLLABORATORS = 3
const USERNAME = /^@?[A-Za-z0-9._]{1,30}$/

function pickedAsset(asset: TAsset): Picked {
  return {
    id: asset.id,
    kind: asset.kind,
    fileName: asset.fileName,
    width: asset.width,
    height: asset.height,
    aspectFit: asset.aspectFit,
    thumbnailUrl: asset.thumbnailUrl,
    altText: asset.altText,
  }
}

// Whether a picked picture already has a shape this kind of post takes; if not, a crop is offered.
function fitsKind(kind: TPostKind, item: Picked): boolean {
  if (kind === 'story') return item.aspectFit === 'reels_and_stories'
  return kind === 'reel' || item.aspectFit === 'feed'
}

// A feed post takes 4:5 to 1.91:1: a tall picture is offered 4:5, a wide one 1.91:1.
const feedRatioFor = (item: Picked) => (item.width < item.height ? '4:5' : '1.91:1')

function pickedFrom(post: TPostDetail): Picked[] {
  return post.items.map((item, index) => ({
    id: item.assetId,
    kind: item.kind,
    fileName: `Item ${index + 1}`,
    width: item.width,
    height: item.height,
    aspectFit: aspectFit(item.width, item.height),
    thumbnailUrl: item.thumbnailUrl,
    altText: item.altText ?? '',
  }))
}

// Write or edit a post: church and account, kind, files from the church's library, caption with
// its limits, first comment, collaborators, alt text, a phone preview; then save, schedule on the
// church's clock, or publish now. An existing post shows its state, the church's decision and
// its record.
export function PostComposer({
  post,
  canPublish,
  initialOrganizationId,
  initialDate,
}: {
  post?: TPostDetail
  canPublish: boolean
  initialOrganizationId?: string
  initialDate?: string
}) {
  const navigate = useNavigate()
  const id = useId()
  const churches = useChurchOptions(!post)
  const [organizationId, setOrganizationId] = useState(
    post?.organization.id ?? initialOrganizationId ?? '',
  )
  const church = churches.data?.find((option) => option.id === organizationId)
  const routeId = post?.organization.routeId ?? church?.routeId
  const details = useChurch(routeId)
  const accounts = useChurchAccounts(organizationId || undefined)
  const zoneQuery = useChurchTimeZone(post ? undefined : routeId)
  const timeZone = post?.organization.timeZone ?? zoneQuery.timeZone ?? 'UTC'
  const churchName = post?.organization.name ?? church?.name ?? ''

  const [accountId, setAccountId] = useState(post?.account.id ?? '')
  const [kind, setKind] = useState<TPostKind>(post?.kind ?? 'image')
  const [picked, setPicked] = useState<Picked[]>(post ? pickedFrom(post) : [])
  const [caption, setCaption] = useState(post?.caption ?? '')
  const [firstComment, setFirstComment] = useState(post?.firstComment ?? '')
  const [collaborators, setCollaborators] = useState<string[]>(post?.collaborators ?? [])
  const [collaboratorDraft, setCollaboratorDraft] = useState('')
  const [date, setDate] = useState(
    post?.scheduledAt ? dayKeyIn(post.scheduledAt, timeZone) : (initialDate ?? ''),
  )
  const [time, setTime] = useState(post?.scheduledAt ? timeIn(post.scheduledAt, timeZone) : '')
  const [version, setVersion] = useState(post?.version)
  const [error, setError] = useState<Error | null>(null)
  const [templateNote, setTemplateNote] = useState('')

  const create = useCreatePost(routeId ?? '')
  const update = useUpdatePost()
  const action = usePostAction()
  const remove = useDeletePost()
  const busy = create.isPending || update.isPending || action.isPending || remove.isPending

  const state = post?.state ?? 'draft'
  const locked = state === 'publishing' || state === 'published'
  const account = accounts.data?.find((option) => option.id === accountId)
  const username = account?.username ?? post?.account.username ?? ''
  const problems = [
    ...(organizationId ? [] : ['Choose a church.']),
    ...(accountId ? [] : ['Choose an Instagram account.']),
    ...mediaProblems(kind, picked),
    ...captionProblems(caption),
    ...findPlaceholders(`${caption}\n${firstComment}`).map((placeholder) =>
      missingVariableMessage(placeholder, churchName || 'this church'),
    ),
    ...([...firstComment].length > FIRST_COMMENT_MAX_LENGTH
      ? [
          `The first comment is longer than ${FIRST_COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
        ]
      : []),
  ]
  const warnings = mediaWarnings(kind, picked)
  const scheduledAt = date && time ? zonedToUtc(date, time, timeZone).toISOString() : null

  const content = () => ({
    kind,
    items: picked.map((item) => ({
      assetId: item.id,
      ...(item.kind === 'image' && item.altText.trim() ? { altText: item.altText.trim() } : {}),
    })),
    caption,
    firstComment: firstComment.trim() ? firstComment : null,
    collaborators,
  })
  const body = () => ({ ...content(), scheduledAt })

  const fail = (failure: Error, title: string) => {
    setError(failure)
    toast.error(title, { description: failure.message })
  }

  // What was last saved, to send a change only when there is one: an edit after the church's
  // approval asks it again, so scheduling or publishing an approved post must not touch it.
  const [savedContent, setSavedContent] = useState(() => JSON.stringify(content()))
  const changed = JSON.stringify(content()) !== savedContent || accountId !== post?.account.id

  // The post as saved now: created, or changed from the version this form started from. Before
  // scheduling or publishing, an unchanged post is left alone (the time goes with the request).
  const persist = async ({ always = false } = {}): Promise<TPostDetail> => {
    setError(null)
    if (post && !always && !changed) return { ...post, version: version ?? post.version }
    if (!post) {
      const created = await create.mutateAsync({ accountId, ...body() })
      return created
    }
    const saved = await update.mutateAsync({
      id: post.id,
      version: version ?? post.version,
      ...(accountId !== post.account.id ? { accountId } : {}),
      ...body(),
    })
    setVersion(saved.version)
    setSavedContent(JSON.stringify(content()))
    return saved
  }

  const afterSave = (saved: TPostDetail) => {
    if (!post) void navigate(paths.post.getHref(saved.id), { replace: true })
  }

  const saveDraft = async () => {
    try {
      const saved = await persist({ always: true })
      toast.success('Draft saved')
      afterSave(saved)
    } catch (failure) {
      fail(failure as Error, 'Could not save the post')
    }
  }

  const schedule = async () => {
    if (!scheduledAt) {
      setError(new Error('Choose a date and a time to schedule the post.'))
      return
    }
    try {
      const saved = await persist()
      const result = await action.mutateAsync({
        id: saved.id,
        action: 'schedule',
        body: { scheduledAt, version: saved.version },
      })
      setVersion(result.version)
      toast.success(
        result.state === 'awaiting_approval' ? 'Sent to the church for approval' : 'Post scheduled',
        {
          description: `${formatInZone(scheduledAt, timeZone)}, ${zoneLabel(timeZone, new Date(scheduledAt))}`,
        },
      )
      afterSave(saved)
    } catch (failure) {
      fail(failure as Error, 'Could not schedule the post')
    }
  }

  const publishNow = async () => {
    try {
      const saved = await persist()
      const result = await action.mutateAsync({
        id: saved.id,
        action: 'publish-now',
        body: { version: saved.version },
      })
      setVersion(result.version)
      toast.success(
        result.state === 'awaiting_approval' ? 'Sent to the church for approval' : 'Publishing now',
      )
      afterSave(saved)
    } catch (failure) {
      fail(failure as Error, 'Could not publish the post')
    }
  }

  const unschedule = () =>
    post &&
    action.mutate(
      { id: post.id, action: 'unschedule' },
      {
        onSuccess: (result) => {
          setVersion(result.version)
          toast.success('Back to draft', {
            description: 'It will not be published until scheduled again.',
          })
        },
        onError: (failure) => fail(failure, 'Could not unschedule the post'),
      },
    )

  const toggleAsset = (asset: TAsset) => {
    setPicked((current) => {
      if (current.some((item) => item.id === asset.id))
        return current.filter((item) => item.id !== asset.id)
      const next = pickedAsset(asset)
      // A single-file post swaps its file; a carousel adds to the end.
      return KIND_RULES[kind].max === 1 ? [next] : [...current, next]
    })
  }

  const addCollaborator = () => {
    const name = collaboratorDraft.trim().replace(/^@/, '')
    if (!name) return
    if (!USERNAME.test(name)) {
      setError(
        new Error(
          'A collaborator is an Instagram username: letters, numbers, dots and underscores.',
        ),
      )
      return
    }
    if (collaborators.length >= MAX_COLLABORATORS) return
    if (!collaborators.includes(name)) setCollaborators([...collaborators, name])
    setCollaboratorDraft('')
  }

  const stale = error instanceof ApiError && error.code === 'POST_CHANGED'
  const declined = post?.approval?.declinedAt && state === 'draft'

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
      <form
        noValidate
        aria-label={post ? 'Edit post' : 'New post'}
        className="min-w-0 space-y-6"
        onSubmit={(event) => {
          event.preventDefault()
          void saveDraft()
        }}
      >
        {post ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <PostStateBadge post={post} />
            {post.scheduledAt ? (
              <span className="text-muted-foreground">
                {formatInZone(post.scheduledAt, timeZone)} (
                {zoneLabel(timeZone, new Date(post.scheduledAt))})
              </span>
            ) : null}
            <span className="text-muted-foreground">· by {post.createdBy.name}</span>
            {post.permalink ? (
              <a
                href={post.permalink}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                <ExternalLink className="size-4" aria-hidden /> See it on Instagram
              </a>
            ) : null}
          </div>
        ) : null}
        {post?.failure ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertTitle>Publishing failed</AlertTitle>
            <AlertDescription>{post.failure.message}</AlertDescription>
          </Alert>
        ) : null}
        {declined ? (
          <Alert variant="warning">
            <XCircle aria-hidden />
            <AlertTitle>Declined by {post.approval?.declinedBy?.name ?? 'the church'}</AlertTitle>
            <AlertDescription>
              {post.approval?.declineReason || 'No reason given.'}
            </AlertDescription>
          </Alert>
        ) : null}
        {post?.approval?.approvedAt && !declined ? (
          <p className="text-sm text-emerald-800">
            Approved by {post.approval.approvedBy?.name ?? 'the church'} on{' '}
            {formatInZone(post.approval.approvedAt, timeZone)}.
          </p>
        ) : null}
        {post?.paused && state === 'scheduled' ? (
          <Alert variant="warning">
            <AlertCircle aria-hidden />
            <AlertTitle>Publishing is paused</AlertTitle>
            <AlertDescription>This post waits until publishing resumes.</AlertDescription>
          </Alert>
        ) : null}

        {locked && post ? (
          <PostSummary post={post} />
        ) : (
          <>
            <fieldset className="grid gap-4 sm:grid-cols-2" disabled={locked}>
              <legend className="sr-only">Church and account</legend>
              <div className="space-y-1">
                <Label htmlFor={`${id}-church`}>Church</Label>
                {post ? (
                  <p id={`${id}-church`} className="text-sm font-medium">
                    {post.organization.name}
                  </p>
                ) : (
                  <NativeSelect
                    id={`${id}-church`}
                    value={organizationId}
                    onChange={(event) => {
                      setOrganizationId(event.target.value)
                      setAccountId('')
                      setPicked([])
                    }}
                  >
                    <option value="">Choose a church</option>
                    {churches.data?.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-account`}>Instagram account</Label>
                <NativeSelect
                  id={`${id}-account`}
                  value={accountId}
                  disabled={!organizationId}
                  onChange={(event) => setAccountId(event.target.value)}
                >
                  <option value="">
                    {organizationId ? 'Choose an account' : 'Choose a church first'}
                  </option>
                  {post && !account ? (
                    <option value={post.account.id}>@{post.account.username}</option>
                  ) : null}
                  {accounts.data?.map((option) => (
                    <option key={option.id} value={option.id}>
                      @{option.username}
                    </option>
                  ))}
                </NativeSelect>
                {organizationId && accounts.data?.length === 0 ? (
                  <p className="text-xs text-muted-foreground">
                    This church has not connected an Instagram account.
                  </p>
                ) : null}
                {accountId && username ? (
                  <QuotaMeter accountId={accountId} username={username} timeZone={timeZone} />
                ) : null}
              </div>
            </fieldset>

            <fieldset className="space-y-2" disabled={locked}>
              <legend className="text-sm font-medium">Kind of post</legend>
              <div className="flex flex-wrap gap-2">
                {POST_KINDS.map((option) => (
                  <label
                    key={option}
                    className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                  >
                    <input
                      type="radio"
                      name={`${id}-kind`}
                      value={option}
                      checked={kind === option}
                      onChange={() => {
                        setKind(option)
                        if (KIND_RULES[option].max === 1)
                          setPicked((current) => current.slice(0, 1))
                      }}
                      className="accent-primary"
                    />
                    {KIND_LABELS[option]}
                  </label>
                ))}
              </div>
              <p className="text-xs text-muted-foreground">{KIND_RULES[kind].help}</p>
            </fieldset>

            <section aria-labelledby={`${id}-media`} className="space-y-2">
              <h2 id={`${id}-media`} className="text-sm font-medium">
                Photos and videos
              </h2>
              {routeId ? (
                <AssetPicker
                  routeId={routeId}
                  libraryHref={paths.organizationMedia.getHref(routeId)}
                  selected={picked.map((item) => item.id)}
                  onToggle={toggleAsset}
                  disabled={locked}
                />
              ) : (
                <p className="text-sm text-muted-foreground">
                  Choose a church to pick from its media library.
                </p>
              )}
              {picked.some((item) => item.kind === 'image') ? (
                <div className="space-y-3 pt-2">
                  {picked.map((item, index) =>
                    item.kind === 'image' ? (
                      <div key={item.id} className="flex gap-3">
                        <img
                          src={item.thumbnailUrl}
                          alt=""
                          className="size-14 shrink-0 rounded object-cover"
                        />
                        <div className="min-w-0 flex-1 space-y-1">
                          {routeId && !locked && !fitsKind(kind, item) ? (
                            <CropDialog
                              asset={{ ...item, imageUrl: item.thumbnailUrl }}
                              routeId={routeId}
                              initialRatio={kind === 'story' ? '9:16' : feedRatioFor(item)}
                              onCropped={(cropped) =>
                                setPicked((current) =>
                                  current.map((other) =>
                                    other.id === item.id
                                      ? { ...pickedAsset(cropped), altText: other.altText }
                                      : other,
                                  ),
                                )
                              }
                              trigger={
                                <Button type="button" size="sm" variant="outline">
                                  <Crop aria-hidden /> Crop {item.fileName} to fit
                                </Button>
                              }
                            />
                          ) : null}
                          <Label htmlFor={`${id}-alt-${item.id}`}>
                            Alt text for {picked.length > 1 ? `item ${index + 1}` : 'the photo'}
                          </Label>
                          <Input
                            id={`${id}-alt-${item.id}`}
                            value={item.altText}
                            maxLength={1000}
                            disabled={locked}
                            placeholder="What is in the picture, for people using screen readers"
                            onChange={(event) =>
                              setPicked((current) =>
                                current.map((other) =>
                                  other.id === item.id
                                    ? { ...other, altText: event.target.value }
                                    : other,
                                ),
                              )
                            }
                          />
                        </div>
                      </div>
                    ) : null,
                  )}
                </div>
              ) : null}
            </section>

            <div className="space-y-2">
              <div className="flex items-end justify-between gap-2">
                <Label htmlFor={`${id}-caption`}>Caption</Label>
                <TemplateMenu
                  church={details.data}
                  onInsert={(text, missing) => {
                    setCaption((current) => (current.trim() ? `${current}\n\n${text}` : text))
                    setTemplateNote(
                      missing.length > 0
                        ? `${missing.join(', ')}: ${churchName || 'the church'} has no value yet. Fill it in or edit it out.`
                        : '',
                    )
                  }}
                />
              </div>
              <Textarea
                id={`${id}-caption`}
                rows={6}
                value={caption}
                disabled={locked}
                aria-describedby={`${id}-caption-count`}
                aria-invalid={captionProblems(caption).length > 0}
                onChange={(event) => setCaption(event.target.value)}
              />
              <CaptionCounter id={`${id}-caption-count`} text={caption} />
              {templateNote ? <p className="text-xs text-amber-800">{templateNote}</p> : null}
            </div>

            <div className="space-y-2">
              <Label htmlFor={`${id}-first-comment`}>First comment (optional)</Label>
              <Textarea
                id={`${id}-first-comment`}
                rows={2}
                value={firstComment}
                disabled={locked}
                aria-describedby={`${id}-first-comment-help`}
                onChange={(event) => setFirstComment(event.target.value)}
              />
              <p id={`${id}-first-comment-help`} className="text-xs text-muted-foreground">
                Posted once as a comment right after the post, for example the hashtags.
              </p>
            </div>

            <div className="space-y-2">
              <Label htmlFor={`${id}-collaborator`}>
                Collaborators (up to {MAX_COLLABORATORS})
              </Label>
              <div className="flex gap-2">
                <Input
                  id={`${id}-collaborator`}
                  value={collaboratorDraft}
                  placeholder="@username"
                  disabled={locked || collaborators.length >= MAX_COLLABORATORS}
                  aria-describedby={`${id}-collaborator-help`}
                  onChange={(event) => setCollaboratorDraft(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault()
                      addCollaborator()
                    }
                  }}
                />
                <Button
                  type="button"
                  variant="outline"
                  onClick={addCollaborator}
                  disabled={locked || collaborators.length >= MAX_COLLABORATORS}
                >
                  Add
                </Button>
              </div>
              <p id={`${id}-collaborator-help`} className="text-xs text-muted-foreground">
                Accounts invited to share the post; it appears on theirs once they accept.
              </p>
              {collaborators.length > 0 ? (
                <ul className="flex flex-wrap gap-2">
                  {collaborators.map((name) => (
                    <li
                      key={name}
                      className="flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm"
                    >
                      @{name}
                      <button
                        type="button"
                        className="rounded-full px-1 text-muted-foreground hover:text-foreground"
                        aria-label={`Remove @${name}`}
                        disabled={locked}
                        onClick={() =>
                          setCollaborators(collaborators.filter((other) => other !== name))
                        }
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>

            <ScheduleFields
              date={date}
              time={time}
              timeZone={timeZone}
              churchName={churchName}
              disabled={locked}
              onChange={(change) => {
                if (change.date !== undefined) setDate(change.date)
                if (change.time !== undefined) setTime(change.time)
              }}
            />
            {!post && routeId && !zoneQuery.isPending && !zoneQuery.timeZone ? (
              <p className="text-xs text-amber-800">
                {churchName} has not set a time zone (in its business hours), so times are UTC.
              </p>
            ) : null}

            {problems.length > 0 && !locked ? (
              <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                <p className="font-medium">Before it can be scheduled:</p>
                <ul className="list-disc pl-5">
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {warnings.length > 0 ? (
              <ul className="list-disc pl-5 text-sm text-amber-800">
                {warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            ) : null}

            {error ? (
              <Alert variant="destructive">
                <AlertCircle aria-hidden />
                <AlertTitle>{stale ? 'Someone else changed this post' : 'Not saved'}</AlertTitle>
                <AlertDescription className="space-y-2">
                  <p>
                    {stale
                      ? 'Your changes are still here. Load their version to see it (your changes are then replaced), or copy your text first.'
                      : error.message}
                  </p>
                  {stale ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => window.location.reload()}
                    >
                      Load their version
                    </Button>
                  ) : null}
                </AlertDescription>
              </Alert>
            ) : null}
          </>
        )}
        {locked ? null : (
          <div className="space-y-2 border-t pt-4">
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                variant="outline"
                disabled={busy || !organizationId || !accountId}
              >
                <Save aria-hidden /> {post && state !== 'draft' ? 'Save changes' : 'Save draft'}
              </Button>
              <Button
                type="button"
                disabled={busy || !canPublish || problems.length > 0 || !scheduledAt}
                aria-describedby={canPublish ? undefined : `${id}-role`}
                onClick={() => void schedule()}
              >
                <CalendarClock aria-hidden /> Schedule
              </Button>
              {canPublish && problems.length === 0 ? (
                <ConfirmDialog
                  trigger={
                    <Button type="button" variant="secondary" disabled={busy}>
                      <Send aria-hidden /> Publish now
                    </Button>
                  }
                  title="Publish now?"
                  description={`The post goes to @${username} on Instagram now${post?.state === 'awaiting_approval' ? '' : ', or to the church first if it approves posts'}.`}
                  confirmLabel="Publish now"
                  onConfirm={() => void publishNow()}
                />
              ) : (
                <Button
                  type="button"
                  variant="secondary"
                  disabled
                  aria-describedby={canPublish ? undefined : `${id}-role`}
                >
                  <Send aria-hidden /> Publish now
                </Button>
              )}
              {post && canPublish && (state === 'scheduled' || state === 'awaiting_approval') ? (
                <Button type="button" variant="ghost" disabled={busy} onClick={unschedule}>
                  <Undo2 aria-hidden /> Back to draft
                </Button>
              ) : null}
              {post ? (
                <ConfirmDialog
                  trigger={
                    <Button type="button" variant="ghost" disabled={busy}>
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  }
                  title="Delete this post?"
                  description="It is removed from the calendar and will not be published."
                  confirmLabel="Delete"
                  onConfirm={() =>
                    remove.mutate(post.id, {
                      onSuccess: () => {
                        toast.success('Post deleted')
                        void navigate(paths.calendar.getHref())
                      },
                      onError: (failure) => fail(failure, 'Could not delete the post'),
                    })
                  }
                />
              ) : null}
            </div>
            {canPublish ? null : (
              <p id={`${id}-role`} className="text-xs text-muted-foreground">
                Only the agency's Owners and Admins schedule and publish. Save a draft and ask one
                of them.
              </p>
            )}
          </div>
        )}
      </form>
      <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
        <h2 className="text-sm font-medium">Preview</h2>
        <PhonePreview
          kind={kind}
          username={username}
          items={picked}
          caption={caption}
          firstComment={firstComment}
          collaborators={collaborators}
        />
        {post ? <PostLedger entries={post.ledger} timeZone={timeZone} /> : null}
      </aside>
    </div>
  )
}

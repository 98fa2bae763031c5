import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import type { TLabel } from '@common/schemas/label'
import type { TPostSearchItem } from '@common/schemas/post'
import { Combobox } from '@/components/ui/combobox'
import { useLabelSearch, usePostSearch } from '../api/filter-options'
import { LabelChip } from './label-chips'

// The label filter: the agency's labels by name, each shown in its colour.
export function LabelFilter({ onSelect }: { onSelect: (label: TLabel) => void }) {
  const [search, setSearch] = useState('')
  // Asked for once the box is first focused, not on every visit to the inbox.
  const [wanted, setWanted] = useState(false)
  const labels = useLabelSearch(search, wanted)
  const byId = new Map((labels.data ?? []).map((label) => [label.id, label]))
  return (
    <Combobox
      onFocus={() => setWanted(true)}
      label="Filter by label"
      placeholder="Label..."
      search={search}
      onSearch={setSearch}
      options={(labels.data ?? []).map((label) => ({ id: label.id, label: label.name }))}
      loading={labels.isFetching}
      emptyText="No labels match"
      renderOption={(option) => {
        const label = byId.get(option.id)
        return label ? <LabelChip label={label} /> : option.label
      }}
      onSelect={(option) => {
        const label = byId.get(option.id)
        if (label) onSelect(label)
      }}
    />
  )
}

export const postTitle = (post: Pick<TPostSearchItem, 'caption'>) =>
  post.caption.trim() || 'Post without a caption'

const DAY = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' })

// The post filter: posts searched by caption on the server, within the accounts and churches
// the inbox is already filtered to, each with its picture and the start of its caption.
export function PostFilter({
  accountIds,
  organizationIds,
  onSelect,
}: {
  accountIds: string[]
  organizationIds: string[]
  onSelect: (post: TPostSearchItem) => void
}) {
  const [search, setSearch] = useState('')
  const [wanted, setWanted] = useState(false)
  const posts = usePostSearch(search, { accountIds, organizationIds }, wanted)
  const byId = new Map((posts.data ?? []).map((post) => [post.id, post]))
  return (
    <Combobox
      onFocus={() => setWanted(true)}
      label="Filter by post"
      placeholder="Post..."
      search={search}
      onSearch={setSearch}
      options={(posts.data ?? []).map((post) => ({
        id: post.id,
        label: postTitle(post),
        hint: `@${post.accountUsername} · ${DAY.format(new Date(post.postedAt))}`,
      }))}
      loading={posts.isFetching}
      emptyText="No posts match"
      renderOption={(option) => {
        const post = byId.get(option.id)
        return (
          <span className="flex items-center gap-2">
            {post?.imageUrl ? (
              <img
                src={post.imageUrl}
                alt=""
                className="size-9 shrink-0 rounded object-cover"
                loading="lazy"
              />
            ) : (
              <span className="flex size-9 shrink-0 items-center justify-center rounded bg-muted">
                <ImageOff className="size-4 text-muted-foreground" aria-hidden />
              </span>
            )}
            <span className="min-w-0">
              <span className="line-clamp-2 break-words">{option.label}</span>
              <span className="block truncate text-xs text-muted-foreground">{option.hint}</span>
            </span>
          </span>
        )
      }}
      onSelect={(option) => {
        const post = byId.get(option.id)
        if (post) onSelect(post)
      }}
    />
  )
}

import { EyeOff } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { useHiddenWords, useSaveHiddenWords } from '../api/rules'

const splitWords = (text: string) =>
  text
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter((word) => word !== '')

function HiddenWordsForm({ routeId, words }: { routeId: string; words: string[] }) {
  const save = useSaveHiddenWords(routeId)
  const [text, setText] = useState(words.join('\n'))
  return (
    <form
      noValidate
      aria-label="Hidden words"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(splitWords(text), { onSuccess: () => toast.success('Hidden words saved') })
      }}
    >
      <Textarea
        aria-label="Hidden words, one a line"
        value={text}
        placeholder={'raffle\nlottery'}
        onChange={(event) => setText(event.target.value)}
      />
      {save.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {save.error.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save hidden words'}
        </Button>
      </div>
    </form>
  )
}

// The church's own hidden words: a comment on one of its accounts containing one is hidden on
// Instagram as it arrives. Whole words, whatever the case and accents. Its Owner edits them.
export function HiddenWordsCard({ routeId, canEdit }: { routeId: string; canEdit: boolean }) {
  const words = useHiddenWords(routeId)
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <EyeOff className="size-5" aria-hidden /> Hidden words
        </CardTitle>
        <CardDescription>
          Comments on our accounts that contain one of these words or phrases are hidden on
          Instagram as they arrive. Case and accents do not matter.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {words.error ? (
          <p role="alert" className="text-sm text-destructive">
            {words.error.message}
          </p>
        ) : !words.data ? (
          <Skeleton className="h-24 w-full" />
        ) : canEdit ? (
          <HiddenWordsForm routeId={routeId} words={words.data.words} />
        ) : words.data.words.length === 0 ? (
          <p className="text-sm text-muted-foreground">No hidden words yet.</p>
        ) : (
          <p className="break-words text-sm">{words.data.words.join(', ')}</p>
        )}
      </CardContent>
    </Card>
  )
}

import { cx } from '@/lib/class-names'
import { CAPTION_LIMITS, captionProblems, countCaption } from '@common/caption-limits'

// "123 / 2,200 characters · 2 / 30 hashtags · 1 / 20 mentions", said politely as one types.
export function CaptionCounter({ id, text }: { id: string; text: string }) {
  const count = countCaption(text)
  const item = (value: number, limit: number, label: string) => (
    <span className={cx(value > limit && 'font-semibold text-red-800')}>
      {value.toLocaleString('en-US')} / {limit.toLocaleString('en-US')} {label}
    </span>
  )
  return (
    <div id={id} aria-live="polite" className="space-y-1 text-xs text-muted-foreground">
      <p className="flex flex-wrap gap-x-3">
        {item(count.characters, CAPTION_LIMITS.maxCharacters, 'characters')}
        {item(count.hashtags, CAPTION_LIMITS.maxHashtags, 'hashtags')}
        {item(count.mentions, CAPTION_LIMITS.maxMentions, '@mentions')}
      </p>
      {captionProblems(text).map((problem) => (
        <p key={problem} className="font-medium text-red-800">
          {problem}
        </p>
      ))}
    </div>
  )
}

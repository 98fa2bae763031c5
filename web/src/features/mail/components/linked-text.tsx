import { Fragment } from 'react'

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g

// A message's plain-text body with its addresses clickable: what the recipient would read, and
// the links an admin may need to pass on when Flock sends no e-mail.
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN)
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={part}
            target="_blank"
            rel="noreferrer noopener"
            className="break-all text-primary underline underline-offset-2"
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  )
}

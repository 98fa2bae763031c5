import { websiteHref } from '@common/schemas/organization'

export function WebsiteLink({ website }: { website: string }) {
  return (
    <a
      href={websiteHref(website)}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-primary underline-offset-4 hover:underline"
    >
      {website}
    </a>
  )
}

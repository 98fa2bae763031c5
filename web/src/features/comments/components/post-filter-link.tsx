import { Link, useSearchParams } from 'react-router'

// Narrows the inbox to one post's comments, keeping the other filters of the address.
export function PostFilterLink({ postId }: { postId: string }) {
  const [params] = useSearchParams()
  const next = new URLSearchParams(params)
  next.set('post', postId)
  if (params.get('post') === postId) return null
  return (
    <Link
      to={{ search: `?${next}` }}
      className="text-sm text-primary underline-offset-4 hover:underline"
    >
      Only this post&apos;s comments
    </Link>
  )
}

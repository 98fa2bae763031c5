import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from './button'

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to={to}>
        <ArrowLeft aria-hidden /> {children}
      </Link>
    </Button>
  )
}

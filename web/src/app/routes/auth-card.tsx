import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card'

// The centred card that every sign-in page is built from.
export function AuthCard(props: {
  title: string
  description: string
  children: ReactNode
  footer: ReactNode
}) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold leading-tight">{props.title}</h1>
          <CardDescription>{props.description}</CardDescription>
        </CardHeader>
        <CardContent>{props.children}</CardContent>
        <CardFooter className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          {props.footer}
        </CardFooter>
      </Card>
    </div>
  )
}

export function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="hover:text-foreground hover:underline">
      {children}
    </Link>
  )
}

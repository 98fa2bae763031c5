import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { usePageTitle } from '@/lib/page-title'

export function NotFoundRoute() {
  usePageTitle('Page Not Found')
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4">
      <div className="text-center">
        <h1 className="text-6xl font-bold text-slate-900">404</h1>
        <p className="mt-4 text-xl text-slate-600">Oops! Page not found</p>
        <Link
          to={paths.home.getHref()}
          className="mt-6 inline-block font-medium text-primary underline-offset-4 hover:underline"
        >
          Return to Dashboard
        </Link>
      </div>
    </div>
  )
}

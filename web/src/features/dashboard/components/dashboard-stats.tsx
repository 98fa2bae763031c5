import { Building2, Camera, Heart, MessageSquare } from 'lucide-react'
import type { TDashboard } from '@common/schemas/dashboard'
import { LoadError } from '@/components/ui/load-error'
import { StatCard } from '@/components/ui/stat-card'
import { formatCount } from '@/utils/format'
import { useDashboard } from '../api/get-dashboard'
import { Trend } from './trend'

const icon = (Icon: typeof Camera) => <Icon className="size-4 text-muted-foreground" aria-hidden />

function commentsTrend({ commentsToday: stat }: TDashboard) {
  if (stat.change !== null) {
    return (
      <Trend
        change={stat.change}
        unit="%"
        against={`vs yesterday (${formatCount(stat.previous ?? 0)})`}
      />
    )
  }
  return stat.previous === 0 ? 'No comments yesterday to compare with' : null
}

function engagementTrend({ engagementRate: stat }: TDashboard) {
  if (stat.value === null) return 'No posts in the last 7 days to measure'
  if (stat.change !== null) {
    return (
      <Trend change={stat.change} unit=" pts" against={`vs previous 7 days (${stat.previous}%)`} />
    )
  }
  return 'No posts in the 7 days before to compare with'
}

// The four numbers at the top of the dashboard, each with its definition on hover or focus.
export function DashboardStats() {
  const dashboard = useDashboard()
  const data = dashboard.data
  if (dashboard.isError) {
    return (
      <LoadError
        title="Error loading dashboard data"
        message="Failed to load the dashboard numbers."
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    )
  }
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Accounts"
        icon={icon(Camera)}
        value={data && formatCount(data.totalAccounts.value ?? 0)}
        definition={data?.totalAccounts.definition}
        footer={data && 'Across all organizations'}
      />
      <StatCard
        label="Organizations"
        icon={icon(Building2)}
        value={data && formatCount(data.organizations.value ?? 0)}
        definition={data?.organizations.definition}
        footer={data && `Active, of ${formatCount(data.organizations.total)} in total`}
      />
      <StatCard
        label="Comments Today"
        icon={icon(MessageSquare)}
        value={data && formatCount(data.commentsToday.value ?? 0)}
        definition={data?.commentsToday.definition}
        footer={data && commentsTrend(data)}
      />
      <StatCard
        label="Engagement Rate"
        icon={icon(Heart)}
        value={data && (data.engagementRate.value === null ? '—' : `${data.engagementRate.value}%`)}
        definition={data?.engagementRate.definition}
        footer={data && engagementTrend(data)}
      />
    </div>
  )
}

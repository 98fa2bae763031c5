import { organizationRouteId } from '@common/organization-name'
import type { TPost, TPostDetail, TPostItem } from '@common/schemas/posts'
import type { AssetStorage } from '../../../integrations/asset-storage'
import { toAsset } from '../../churches/assets/asset-view'
import type { listItemsOf, listLedger, PostWithContext } from './posts.repository'

export interface ViewContext {
  storage: AssetStorage
  publicUrl: string
}

type ItemRow = Awaited<ReturnType<typeof listItemsOf>>[number]

function toItem(row: ItemRow, view: ViewContext): TPostItem {
  const asset = row.asset ? toAsset(row.asset, view.storage, view.publicUrl) : null
  return {
    // A published post's file may since have left the library: the post keeps its shape.
    assetId: row.item.assetId ?? '',
    kind: row.item.kind,
    thumbnailUrl: asset?.thumbnailUrl ?? '',
    url: asset?.publicUrl ?? '',
    width: row.item.width,
    height: row.item.height,
    durationMs: row.item.durationMs,
    altText: row.item.altText,
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function toPost(row: PostWithContext, items: ItemRow[], view: ViewContext): TPost {
  const post = row.post
  const approval: TPost['approval'] =
    post.approvalRequiredAt || post.approvedAt || post.declinedAt
      ? {
          ...(post.approvalRequiredAt
            ? { requiredSince: post.approvalRequiredAt.toISOString() }
            : {}),
          ...(post.approvedAt
            ? {
                approvedAt: post.approvedAt.toISOString(),
                approvedBy: { id: post.approvedBy ?? '', name: post.approvedByName ?? '' },
              }
            : {}),
          ...(post.declinedAt
            ? {
                declinedAt: post.declinedAt.toISOString(),
                declinedBy: { id: post.declinedBy ?? '', name: post.declinedByName ?? '' },
                declineReason: post.declineReason ?? '',
              }
            : {}),
        }
      : null
  return {
    id: post.id,
    organization: {
      id: post.organizationId,
      name: row.organizationName,
      routeId: organizationRouteId(row.organizationSlug),
      timeZone: row.timeZone,
    },
    account: { id: post.accountId, username: row.accountUsername },
    kind: post.kind,
    items: items.filter((item) => item.item.postId === post.id).map((item) => toItem(item, view)),
    caption: post.caption,
    firstComment: post.firstComment,
    collaborators: post.collaborators,
    state: post.state,
    scheduledAt: iso(post.scheduledAt),
    paused: Boolean(row.paused),
    approval,
    igMediaId: post.igMediaId,
    permalink: post.permalink,
    publishedAt: iso(post.publishedAt),
    failure: post.failureMessage
      ? { message: post.failureMessage, ...(post.failureCode ? { code: post.failureCode } : {}) }
      : null,
    createdBy: { id: post.createdBy ?? '', name: post.createdByName },
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    version: post.version,
  }
}

export function toPostDetail(
  row: PostWithContext,
  items: ItemRow[],
  ledger: Awaited<ReturnType<typeof listLedger>>,
  view: ViewContext,
): TPostDetail {
  return {
    ...toPost(row, items, view),
    ledger: ledger.map((entry) => ({
      at: entry.at.toISOString(),
      step: entry.step,
      detail: entry.detail,
    })),
  }
}

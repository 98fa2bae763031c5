import { z } from 'zod'
import { ZIdList, ZPageQuery, ZSearch } from './common'

// The inbox's post picker: the agency's posts, newest first, narrowed to the accounts or
// churches the inbox already filters by, and searched by caption. `id` asks for the posts a
// saved filter names, to show their captions after a reload.
export const ZPostSearchQuery = ZPageQuery.extend({
  search: ZSearch,
  id: ZIdList,
  accountId: ZIdList,
  organizationId: ZIdList,
})
export type TPostSearchQuery = z.infer<typeof ZPostSearchQuery>

export const ZPostSearchItem = z.object({
  id: z.string(),
  accountId: z.string(),
  accountUsername: z.string(),
  caption: z.string(),
  imageUrl: z.string().nullable(),
  postedAt: z.string(),
})
export type TPostSearchItem = z.infer<typeof ZPostSearchItem>

export const ZPostSearchPage = z.object({
  items: z.array(ZPostSearchItem),
  nextCursor: z.string().nullable(),
})
export type TPostSearchPage = z.infer<typeof ZPostSearchPage>

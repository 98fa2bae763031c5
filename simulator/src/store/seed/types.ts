import type { AccountType, MediaType } from '../types'

export interface SeedReply {
  /** omitted: the account itself answered */
  username?: string
  text: string
  hoursAfter: number
}

export interface SeedComment {
  username: string
  text: string
  hoursAfter: number
  likes?: number
  hidden?: boolean
  replies?: SeedReply[]
}

export interface SeedPost {
  daysAgo: number
  caption: string
  mediaType?: MediaType
  likes: number
  comments: SeedComment[]
}

export interface SeedAccount {
  username: string
  name: string
  accountType: AccountType
  followers: number
  follows: number
  posts: SeedPost[]
}

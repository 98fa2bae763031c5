import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { SearchInput } from '@/components/ui/search-input'
import { PASTORAL_FLAGS, type TPastoralFlag } from '@common/schemas/pastoral'
import { PASTORAL_FLAG_LABELS } from '@/components/pastoral/pastoral-flag-badges'
import { useAccountOptions } from '../api/account-options'

const ALL = 'all'

export function InboxFilters(props: {
  search: string
  onSearch: (value: string) => void
  accountId: string | undefined
  onAccount: (value: string | undefined) => void
  flag: TPastoralFlag | undefined
  onFlag: (value: TPastoralFlag | undefined) => void
}) {
  const accounts = useAccountOptions()
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchInput
        className="flex-1"
        placeholder="Search comments..."
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      <Select
        value={props.accountId ?? ALL}
        onValueChange={(value) => props.onAccount(value === ALL ? undefined : value)}
      >
        <SelectTrigger className="sm:w-64" aria-label="Filter by account">
          <SelectValue placeholder="All Accounts" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Accounts</SelectItem>
          {accounts.data?.map((account) => (
            <SelectItem key={account.id} value={account.id}>
              @{account.username}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={props.flag ?? ALL}
        onValueChange={(value) =>
          props.onFlag(value === ALL ? undefined : (value as TPastoralFlag))
        }
      >
        <SelectTrigger className="sm:w-52" aria-label="Filter by pastoral flag">
          <SelectValue placeholder="Any flag" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Any flag</SelectItem>
          {PASTORAL_FLAGS.map((flag) => (
            <SelectItem key={flag} value={flag}>
              {PASTORAL_FLAG_LABELS[flag]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}

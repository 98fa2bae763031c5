import type { UseFormRegisterReturn } from 'react-hook-form'
import { OrganizationLogo } from './organization-logo'
import type { LogoChoice } from '../api/list-logo-choices'

const optionClass =
  'flex min-w-0 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5'

// The logo is the profile picture of one of the organization's Instagram accounts, or none.
export function LogoPicker({
  choices,
  register,
}: {
  choices: LogoChoice[]
  register: UseFormRegisterReturn
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Logo</legend>
      <p className="text-sm text-muted-foreground">
        The profile picture of one of your Instagram accounts.
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <label className={optionClass}>
          <input type="radio" value="" className="accent-primary" {...register} />
          <OrganizationLogo src={null} className="size-8" />
          <span>No logo</span>
        </label>
        {choices.map((choice) => (
          <label key={choice.id} className={optionClass}>
            <input type="radio" value={choice.id} className="accent-primary" {...register} />
            <OrganizationLogo src={choice.profilePictureUrl} className="size-8" />
            <span className="truncate" title={`@${choice.username}`}>
              @{choice.username}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

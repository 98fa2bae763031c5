import type { TTeamRole } from '@common/schemas/roles'

export const TEAM_ROLE_HINTS: Record<TTeamRole, string> = {
  owner: 'Owners can do everything, including managing the team.',
  admin: 'Admins can do everything except manage the team.',
  agent:
    'Agents work the inbox: read, reply, hide and unhide. They cannot delete comments or change organizations.',
}

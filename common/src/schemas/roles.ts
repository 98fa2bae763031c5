import { z } from 'zod'

// The agency's team roles. Owner: everything, the team included; Admin: everything but the team;
// Agent: works the inbox (read, reply, hide, unhide) and nothing else. Declared once here and
// used by the database schema, the API and the web app.
export const TEAM_ROLES = ['owner', 'admin', 'agent'] as const
export const ZTeamRole = z.enum(TEAM_ROLES)
export type TTeamRole = z.infer<typeof ZTeamRole>

// A church's roles: its Owner invites and removes members; a Member uses the portal.
export const CHURCH_ROLES = ['owner', 'member'] as const
export const ZChurchRole = z.enum(CHURCH_ROLES)
export type TChurchRole = z.infer<typeof ZChurchRole>

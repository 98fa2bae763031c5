import type { AuthorizeRequest } from '../domain/oauth-codes'
import { escapeHtml, page } from './html'

const PERMISSION_TEXT: Record<string, string> = {
  instagram_business_basic: 'See your profile info and posts (username, profile picture, media)',
  instagram_business_manage_comments: 'Read, reply to, hide and delete comments on your posts',
  instagram_business_content_publish: 'Publish posts on your behalf',
  instagram_business_manage_messages: 'Read and reply to your messages',
  instagram_business_manage_insights: 'See insights about your account and posts',
}

export interface ConsentAccount {
  userId: string
  username: string
  name: string
  pictureUrl: string
}

const hidden = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`

function accountList(accounts: ConsentAccount[]): string {
  if (!accounts.length)
    return `<p class="error" role="alert">No professional accounts exist in the simulator yet. Create one with POST /__sim/accounts.</p>`
  return accounts
    .map(
      (a, i) => `<label class="account">
<input type="radio" name="account" value="${a.userId}"${i === 0 ? ' checked' : ''}>
<img src="${escapeHtml(a.pictureUrl)}" alt="">
<div><strong>@${escapeHtml(a.username)}</strong><span>${escapeHtml(a.name)}</span></div>
</label>`,
    )
    .join('\n')
}

export function consentPage(appName: string, req: AuthorizeRequest, accounts: ConsentAccount[]) {
  const permissions = req.scopes
    .map((s) => `<li>${escapeHtml(PERMISSION_TEXT[s] ?? s)} <code>${escapeHtml(s)}</code></li>`)
    .join('\n')
  return page(
    `Log in to ${appName} · Instagram`,
    `<h1>Log in to ${escapeHtml(appName)}</h1>
<p class="sub">${escapeHtml(appName)} is requesting access to your Instagram professional account.</p>
<form method="post" action="/oauth/authorize">
${hidden('client_id', req.clientId)}
${hidden('redirect_uri', req.redirectUri)}
${hidden('response_type', 'code')}
${hidden('scope', req.scopes.join(','))}
${hidden('state', req.state)}
<fieldset>
<legend>Continue as</legend>
${accountList(accounts)}
</fieldset>
<section aria-labelledby="permissions-heading">
<h2 id="permissions-heading" class="sub" style="text-align:left;color:#262626;font-size:15px;font-weight:600;margin:0 0 6px">${escapeHtml(appName)} will be able to</h2>
<ul>${permissions}</ul>
</section>
<div class="actions">
<button type="submit" name="decision" value="allow"${accounts.length ? '' : ' disabled'}>Allow</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>
<p class="note">Local Instagram simulator: no real account is used.</p>`,
  )
}

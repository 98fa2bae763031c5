// What every message is built from: the agency's name, a few paragraphs and at most one link
// that matters, as HTML (for mail programs) and plain text (for the rest, and for spam filters).

export interface MailSite {
  agencyName: string
  publicUrl: string
}

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

// Every value that reaches the HTML passes here: names and addresses are typed by people.
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
}

export interface MailBody {
  subject: string
  greeting: string
  paragraphs: string[]
  action?: { label: string; url: string }
  // Said after the link: how long it works, what to do if it was not you.
  footnotes: string[]
}

export function layoutMail(site: MailSite, body: MailBody): RenderedMail {
  const agency = escapeHtml(site.agencyName)
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(body.action.url)}">${escapeHtml(body.action.url)}</a></p>`
    : ''
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f7;font-family:Arial,Helvetica,sans-serif;color:#111">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-weight:bold;font-size:18px">${agency}</p>
${paragraph(body.greeting)}
${body.paragraphs.map(paragraph).join('\n')}
${action}
${body.footnotes.map(paragraph).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#555">${agency} · <a href="${escapeHtml(site.publicUrl)}">${escapeHtml(site.publicUrl)}</a></p>
</div>
</body></html>`
  const text = [
    site.agencyName,
    '',
    body.greeting,
    '',
    ...body.paragraphs.flatMap((line) => [line, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...body.footnotes.flatMap((line) => [line, '']),
    `${site.agencyName} · ${site.publicUrl}`,
  ].join('\n')
  return { subject: body.subject, html, text }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  background:#fafafa;color:#262626;font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main{width:100%;max-width:420px;margin:24px 16px;background:#fff;border:1px solid #dbdbdb;border-radius:12px;padding:32px 28px}
.logo{font:italic 600 30px/1 "Brush Script MT","Segoe Script",cursive;text-align:center;margin:0 0 20px;
  background:linear-gradient(45deg,#f09433,#e6683c,#dc2743,#cc2366,#bc1888);-webkit-background-clip:text;background-clip:text;color:transparent}
h1{font-size:20px;text-align:center;margin:0 0 6px}
.sub{text-align:center;color:#737373;margin:0 0 20px}
fieldset{border:0;margin:0 0 20px;padding:0}
legend{font-weight:600;margin-bottom:8px}
.account{display:flex;align-items:center;gap:12px;padding:10px 12px;border:1px solid #dbdbdb;border-radius:10px;margin-bottom:8px;cursor:pointer}
.account:has(input:checked){border-color:#0095f6;background:#f0f8ff}
.account img{width:44px;height:44px;border-radius:50%}
.account strong{display:block}
.account span{color:#737373;font-size:14px}
ul{margin:0;padding-left:20px}
li{margin:4px 0}
.actions{display:flex;gap:10px;margin-top:24px}
button{flex:1;font:inherit;font-weight:600;border-radius:8px;padding:10px 14px;cursor:pointer;border:1px solid transparent}
button[value=allow]{background:#0095f6;color:#fff}
button[value=allow]:hover{background:#1877f2}
button[value=allow]:disabled{background:#b2dffc;cursor:not-allowed}
button[value=cancel]{background:#efefef;color:#262626}
button:focus-visible,input:focus-visible{outline:3px solid #0095f6;outline-offset:2px}
.error{color:#ed4956}
.note{color:#737373;font-size:13px;margin-top:18px;text-align:center}
`

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body><main>
<p class="logo" aria-hidden="true">Instagram</p>
${body}
</main></body>
</html>`
}

export function errorPage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="sub error" role="alert">${escapeHtml(message)}</p>
<p class="note">Local Instagram simulator</p>`,
  )
}

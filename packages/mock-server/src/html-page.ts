/** Plain server-rendered pages of the emulated services (hosted UI, payment page): Polish, accessible. */

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111827;line-height:1.5}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.5rem;margin-top:0}h2{font-size:1.1rem;margin-top:1.75rem}
ul{list-style:none;padding:0}li{margin:.5rem 0}
button{font:inherit;cursor:pointer;border:1px solid #9ca3af;border-radius:.5rem;background:#fff;padding:.6rem 1rem}
button:hover{background:#f9fafb}button:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.persona{width:100%;text-align:left}.persona small{display:block;color:#4b5563}
label{display:block;font-weight:600;margin-top:.75rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem}
.hint{color:#4b5563;font-size:.9rem;margin:.25rem 0 0}
.alert{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;padding:.75rem;border-radius:.5rem}
.primary{margin-top:1rem;background:#1d4ed8;color:#fff;border-color:#1d4ed8}.primary:hover{background:#1e40af}
`

/** A whole page; `head` adds to the head (e.g. a refresh), `style` to the shared style. */
export function htmlPage(
  title: string,
  body: string,
  extra: { head?: string; style?: string } = {},
): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${extra.head ?? ''}<style>${STYLE}${extra.style ?? ''}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

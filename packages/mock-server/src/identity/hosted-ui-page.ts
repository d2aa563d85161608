import { personaList } from '../store/seed/personas'

/** The simulated social-login pages of the hosted UI: Polish, plain HTML, keyboard and screen-reader friendly. */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** Display names of the identity_provider values Amplify sends. */
const PROVIDER_NAMES: Record<string, string> = {
  Google: 'Google',
  Facebook: 'Facebook',
  LoginWithAmazon: 'Amazon',
  SignInWithApple: 'Apple',
}
export const providerName = (identityProvider: string | null) =>
  (identityProvider && PROVIDER_NAMES[identityProvider]) ?? 'Google'

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

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

/** A page for a request that cannot go back to the app (unknown client, bad redirect_uri). */
export function errorPage(message: string): string {
  return layout(
    'Błąd logowania',
    `<h1>Nie można zalogować</h1>\n<p class="alert" role="alert">${escapeHtml(message)}</p>`,
  )
}

export interface LoginPageInput {
  /** The authorize parameters, carried through the forms as hidden fields. */
  hidden: Record<string, string>
  identityProvider: string | null
  /** A problem with the typed email or name, shown above the form. */
  error?: { field: 'email' | 'name'; message: string }
  email?: string
  name?: string
}

/** The login page of the simulated social network: pick a persona, type an email, or simulate the error. */
export function loginPage(input: LoginPageInput): string {
  const provider = providerName(input.identityProvider)
  const hidden = Object.entries(input.hidden)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n')
  const personas = personaList()
    .map(
      (p) =>
        `<li><button type="submit" class="persona" name="persona" value="${escapeHtml(p.email)}">` +
        `${escapeHtml(p.name)} <small>${escapeHtml(p.email)} — ${escapeHtml(p.description)}</small></button></li>`,
    )
    .join('\n')
  const { error } = input
  /** aria-invalid and aria-describedby of a field: its hint, and the error when it is about it. */
  const describe = (field: 'email' | 'name', hint?: string) => {
    const ids = [hint, error?.field === field ? 'form-error' : undefined].filter(Boolean)
    const invalid = error?.field === field ? ' aria-invalid="true"' : ''
    return ids.length > 0 ? `${invalid} aria-describedby="${ids.join(' ')}"` : invalid
  }
  const alert = error
    ? `<p class="alert" role="alert" id="form-error">${escapeHtml(error.message)}</p>`
    : ''
  return layout(
    `Zaloguj się przez ${provider} (symulacja)`,
    `<h1>Zaloguj się przez ${escapeHtml(provider)}</h1>
<p>To symulacja logowania przez ${escapeHtml(provider)} na serwerze testowym: wybierz konto albo wpisz adres email.</p>
${alert}
<section aria-labelledby="personas-heading">
<h2 id="personas-heading">Wybierz konto</h2>
<form method="post" action="/oauth2/authorize">
${hidden}
<input type="hidden" name="action" value="persona">
<ul>
${personas}
</ul>
</form>
</section>
<section aria-labelledby="other-heading">
<h2 id="other-heading">Użyj innego konta</h2>
<form method="post" action="/oauth2/authorize" novalidate>
${hidden}
<input type="hidden" name="action" value="email">
<label for="email">Adres email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}"${describe('email')}>
<label for="name">Imię</label>
<input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(input.name ?? '')}"${describe('name', 'name-hint')}>
<p class="hint" id="name-hint">Potrzebne tylko przy tworzeniu nowego konta.</p>
<button type="submit" class="primary">Dalej</button>
</form>
</section>
<section aria-labelledby="error-heading">
<h2 id="error-heading">Symulacja błędu</h2>
<form method="post" action="/oauth2/authorize">
${hidden}
<input type="hidden" name="action" value="existing">
<p>${escapeHtml(provider)} zgłasza, że konto z tym adresem email już istnieje (założone z hasłem).</p>
<button type="submit">Zasymuluj błąd: konto już istnieje</button>
</form>
</section>`,
  )
}

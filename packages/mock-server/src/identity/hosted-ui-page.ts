import { escapeHtml, htmlPage as layout } from '../html-page'
import { personaList } from '../store/seed/personas'

/** The simulated social-login pages of the hosted UI: Polish, plain HTML, keyboard and screen-reader friendly. */

/** Display names of the identity_provider values Amplify sends. */
const PROVIDER_NAMES: Record<string, string> = {
  Google: 'Google',
  Facebook: 'Facebook',
  LoginWithAmazon: 'Amazon',
  SignInWithApple: 'Apple',
}
export const providerName = (identityProvider: string | null) =>
  (identityProvider && PROVIDER_NAMES[identityProvider]) ?? 'Google'

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

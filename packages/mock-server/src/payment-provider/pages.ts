import { formatWarsawDateTime } from '@app/domain/shared/format'
import { escapeHtml, htmlPage } from '../html-page'
import type { ProviderTransaction } from '../store/payment-provider'
import { BLIK, PROVIDER_PAY_PATH } from './config'

/** The provider's hosted pages: Polish, plain HTML forms, keyboard and screen-reader friendly. */

const money = (t: ProviderTransaction) =>
  new Intl.NumberFormat('pl-PL', { style: 'currency', currency: t.currency }).format(t.amount / 100)

const STYLE = `
section{border-top:1px solid #e5e7eb;margin-top:1.25rem}
.summary{font-size:1.1rem}.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0}
.row{display:flex;gap:.75rem}.row>div{flex:1}
.note{background:#eff6ff;border:1px solid #93c5fd;padding:.5rem .75rem;border-radius:.5rem}
`

export type FormError = { form: 'blik' | 'card'; field: string; message: string }

const head = (
  t: ProviderTransaction,
) => `<p class="note">Symulacja operatora płatności na serwerze testowym: pieniądze nie są pobierane.</p>
<p class="summary">Płatność dla: <strong>Efektywna Nauka</strong><br>Za: ${escapeHtml(t.description)}</p>
<p class="amount">${money(t)}</p>`

const action = (t: ProviderTransaction, step: string) => `${PROVIDER_PAY_PATH}/${t.token}/${step}`

function field(
  id: string,
  label: string,
  attributes: string,
  error: FormError | undefined,
  hint?: string,
) {
  const mine = error?.field === id
  const describedBy = [hint && `${id}-hint`, mine && 'form-error'].filter(Boolean).join(' ')
  return `<div><label for="${id}">${label}</label>
<input id="${id}" name="${id}" ${attributes}${mine ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : ''}</div>`
}

/** Choosing how to pay: BLIK, card or transfer; a refused entry is said above its form. */
export function choosePage(
  t: ProviderTransaction,
  error?: FormError,
  typed: Record<string, string> = {},
) {
  const alert = (form: FormError['form']) =>
    error?.form === form
      ? `<p class="alert" role="alert" id="form-error">${escapeHtml(error.message)}</p>`
      : ''
  const value = (name: string) => `value="${escapeHtml(typed[name] ?? '')}"`
  return htmlPage(
    `Zapłać ${money(t)}`,
    `<h1>Wybierz sposób płatności</h1>
${head(t)}
<section aria-labelledby="blik-heading">
<h2 id="blik-heading">BLIK</h2>
${alert('blik')}
<form method="post" action="${action(t, 'blik')}" novalidate>
${field('code', 'Kod BLIK', `inputmode="numeric" autocomplete="one-time-code" maxlength="6" ${value('code')}`, error, `6 cyfr z aplikacji banku. Test: ${BLIK.approve} zatwierdza, ${BLIK.decline} odrzuca.`)}
<button type="submit" class="primary">Zapłać BLIKIEM</button>
</form>
</section>
<section aria-labelledby="card-heading">
<h2 id="card-heading">Karta płatnicza</h2>
${alert('card')}
<form method="post" action="${action(t, 'card')}" novalidate>
${field('number', 'Numer karty', `inputmode="numeric" autocomplete="cc-number" ${value('number')}`, error, 'Test: 4242 4242 4242 4242 (udana), 4000 0000 0000 0002 (odrzucona), 4000 0000 0000 3220 (3-D Secure).')}
<div class="row">
${field('expiry', 'Data ważności (MM/RR)', `autocomplete="cc-exp" ${value('expiry')}`, error)}
${field('cvc', 'Kod CVC', `inputmode="numeric" autocomplete="cc-csc" maxlength="3" ${value('cvc')}`, error)}
</div>
<button type="submit" class="primary">Zapłać kartą</button>
</form>
</section>
<section aria-labelledby="transfer-heading">
<h2 id="transfer-heading">Przelew bankowy</h2>
<p>Przelew księgujemy na najbliższej sesji Elixir (w dni robocze o 9:30, 13:30 i 16:30).</p>
<form method="post" action="${action(t, 'transfer')}"><button type="submit">Zapłać przelewem</button></form>
</section>
<section aria-labelledby="cancel-heading">
<h2 id="cancel-heading">Rezygnacja</h2>
<form method="post" action="${action(t, 'cancel')}"><button type="submit">Anuluj płatność i wróć do sklepu</button></form>
</section>`,
    { style: STYLE },
  )
}

/** BLIK: waiting for the approval in the bank's app; the page looks again every second. */
export function waitingPage(t: ProviderTransaction) {
  return htmlPage(
    'Potwierdź płatność w aplikacji banku',
    `<h1>Potwierdź płatność w aplikacji banku</h1>
${head(t)}
<p role="status">Czekamy na potwierdzenie kodu BLIK w aplikacji banku…</p>`,
    { head: '<meta http-equiv="refresh" content="1">\n', style: STYLE },
  )
}

/** The card issuer's 3-D Secure challenge. */
export function challengePage(t: ProviderTransaction) {
  return htmlPage(
    'Weryfikacja 3-D Secure',
    `<h1>Weryfikacja 3-D Secure</h1>
${head(t)}
<p>Bank wydawcy karty •••• ${escapeHtml(t.cardLast4 ?? '')} prosi o potwierdzenie płatności.</p>
<form method="post" action="${action(t, '3ds')}">
<button type="submit" name="decision" value="approve" class="primary">Zatwierdź płatność</button>
<button type="submit" name="decision" value="deny">Odrzuć</button>
</form>`,
    { style: STYLE },
  )
}

/** A transfer ordered: it stays pending until the bank's session. */
export function transferPage(t: ProviderTransaction) {
  const session = t.settlesAt ? formatWarsawDateTime(t.settlesAt) : ''
  return htmlPage(
    'Przelew zlecony',
    `<h1>Przelew zlecony</h1>
${head(t)}
<p role="status">Płatność czeka na zaksięgowanie na sesji Elixir: ${escapeHtml(session)}.</p>
<p><a href="${escapeHtml(t.returnUrl)}">Wróć do sklepu</a></p>`,
    { style: STYLE },
  )
}

export const notFoundPage = () =>
  htmlPage(
    'Nie ma takiej płatności',
    `<h1>Nie ma takiej płatności</h1><p class="alert" role="alert">Link do płatności jest nieprawidłowy albo wygasł. Wróć do sklepu i spróbuj jeszcze raz.</p>`,
  )

import { describe, expect, it } from 'vitest'
import * as messages from './messages'

describe('SPEC strings', () => {
  it.each([
    ['SERVER_UNREACHABLE_MESSAGE', 'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.'],
    ['REQUEST_TIMEOUT_MESSAGE', 'Request timeout'],
    ['LOGOUT_SUCCESS_MESSAGE', 'Pomyślnie wylogowano.'],
    ['LOGOUT_FAILURE_MESSAGE', 'Wystąpił błąd. Spróbuj ponownie.'],
    ['AUTH_FAILED_MESSAGE', 'Authentication failed. Please log in again.'],
    ['USER_FETCH_FAILED_MESSAGE', 'Failed to fetch user data'],
    ['INVALID_USER_DATA_MESSAGE', 'Invalid user data received'],
    ['VERIFICATION_SEND_FAILED_MESSAGE', 'Wystąpił błąd podczas wysyłania kodu. Spróbuj ponownie.'],
    ['SEND_CODE_LABEL', 'Wyślij kod'],
    ['RESEND_CODE_LABEL', 'Wyślij ponownie'],
    ['ROUTE_ERROR_DEFAULT_MESSAGE', 'Przepraszamy, ale coś poszło nie tak :('],
    ['ROUTE_ERROR_HEADING', 'O nie!'],
    ['NOT_FOUND_MESSAGE', 'Strona nie została znaleziona.'],
    [
      'USER_ALREADY_EXISTS_MESSAGE',
      'Użytkownik o podanym adresie email istnieje już w bazie danych. Zaloguj się bezpośrednio przy użyciu adresu email.',
    ],
    ['BLOG_IMAGE_ALT', 'Zdjęcie'],
  ] as const)('%s', (name, text) => {
    expect(messages[name]).toBe(text)
  })

  it.each([
    [
      () => messages.networkFailureMessage('Unexpected token <'),
      'Wystąpił błąd: Unexpected token <',
    ],
    [
      () => messages.verificationCodeSentMessage('ola@example.com'),
      'Kod weryfikacyjny został wysłany na ola@example.com',
    ],
    [() => messages.routeErrorTitle(404), 'O nie! Błąd 404'],
    [() => messages.routeErrorTitle(500), 'O nie! Błąd 500'],
    [() => messages.routeErrorTitle(null), 'O nie! Wystąpił błąd'],
    [() => messages.routeErrorTitle(), 'O nie! Wystąpił błąd'],
  ])('template %#', (make, text) => {
    expect(make()).toBe(text)
  })

  it.each([
    ['about', 'O nas'],
    ['course', 'Kurs'],
    ['platform', 'Platforma'],
    ['blog', 'Blog'],
    ['opinions', 'Opinie'],
    ['myProducts', 'Moje Produkty'],
    ['settings', 'Ustawienia'],
    ['statistics', 'Statystyki'],
    ['ranking', 'Ranking'],
    ['adminPanelAdmin', 'Admin'],
    ['adminPanelAssistant', 'Assistant'],
    ['program', 'Program'],
    ['tools', 'Narzędzia'],
    ['community', 'Społeczność'],
    ['goPro', 'Przejdź na pro'],
    ['ai', 'AI'],
    ['newsletter', 'Newsletter'],
    ['diagnostics', 'Diagnostyka'],
    ['traces', 'Ścieżki'],
    ['transactions', 'Transakcje'],
    ['feedback', 'Feedback'],
    ['ked', 'KED'],
  ] as const)('menu label %s = %s', (key, label) => {
    expect(messages.MENU_LABELS[key]).toBe(label)
  })

  it('defines no top-level string twice', () => {
    const strings = Object.values(messages).filter((value) => typeof value === 'string')
    expect(new Set(strings).size).toBe(strings.length)
  })

  it('gives no two menu entries the same label', () => {
    const labels = Object.values(messages.MENU_LABELS)
    expect(new Set(labels).size).toBe(labels.length)
  })
})

import type { NewsletterList } from '@app/contract/newsletter'

/** Polish copy of the newsletter pages (our wording; SPEC names only the routes). */
export const SPAM_NOTE = 'Nie widzisz wiadomości? Sprawdź folder spam lub oferty.'

/**
 * Pages of other areas, linked by path (plain strings: those routes live elsewhere and a link must
 * not depend on when they land).
 */

/** What each list is called in a sentence ("zapis na …") and what a confirmed sign-up brings. */
export const LIST_COPY: Record<
  NewsletterList,
  { name: string; afterConfirm: string; afterSignUp: string }
> = {
  NEWSLETTER: {
    name: 'newsletter Efektywnej Nauki',
    afterSignUp: 'a zaczniemy wysyłać Ci praktyczne wskazówki o nauce i planowaniu.',
    afterConfirm:
      'Raz w tygodniu dostaniesz od nas krótkie, praktyczne wskazówki o nauce, planowaniu i motywacji.',
  },
  MINI_COURSE: {
    name: 'bezpłatny minikurs „Podstawy Efektywnego Działania”',
    afterSignUp: 'a wyślemy Ci dostęp do minikursu.',
    afterConfirm:
      'Wysłaliśmy Ci wiadomość z dostępem do minikursu. Jeśli nie masz jeszcze konta, link z wiadomości pozwoli Ci je założyć – kurs od razu się w nim pojawi.',
  },
  EBOOK: {
    name: 'ebook „Efektywna nauka w praktyce”',
    afterSignUp: 'a od razu dostaniesz link do pobrania ebooka.',
    afterConfirm: 'Ebook jest gotowy do pobrania. Link wysłaliśmy też na Twój adres email.',
  },
}

import type { NewsletterList } from '@app/contract/newsletter'

/** The mock's own Polish texts of the newsletter area. */
export const NEWSLETTER_TEXT = {
  unknownConfirmToken:
    'Nie znaleźliśmy zapisu dla tego linku potwierdzającego. Sprawdź, czy link został skopiowany w całości, albo zapisz się ponownie.',
  unknownCancelToken:
    'Nie znaleźliśmy zapisu dla tego linku do wypisania. Sprawdź, czy link został skopiowany w całości.',
  cancelledBefore:
    'Ten zapis został anulowany, więc link potwierdzający już nie działa. Jeśli chcesz wrócić, zapisz się ponownie.',
} as const

const LIST_NAMES: Record<NewsletterList, string> = {
  NEWSLETTER: 'newsletter Efektywnej Nauki',
  MINI_COURSE: 'bezpłatny kurs „Podstawy Efektywnego Działania”',
  EBOOK: 'ebook „Efektywna nauka w praktyce”',
}

const CONFIRM_SUBJECTS: Record<NewsletterList, string> = {
  NEWSLETTER: 'Potwierdź zapis do newslettera',
  MINI_COURSE: 'Potwierdź zapis na bezpłatny kurs',
  EBOOK: 'Potwierdź adres, a wyślemy Ci ebook',
}

/** The e-mails of the newsletter area: double opt-in, the reminder, the welcomes. */
export const NEWSLETTER_EMAILS = {
  confirmSubject: (list: NewsletterList) => CONFIRM_SUBJECTS[list],
  confirmText: (list: NewsletterList, link: string, cancelLink: string) =>
    `Dziękujemy za zapis na ${LIST_NAMES[list]}. Aby go potwierdzić, otwórz link: ${link}. ` +
    `Jeśli to nie Ty się zapisałeś(-aś), zignoruj tę wiadomość albo anuluj zapis: ${cancelLink}.`,
  alreadySubscribedSubject: 'Jesteś już zapisany(-a)',
  alreadySubscribedText: (list: NewsletterList, link: string) =>
    `Ten adres jest już zapisany na ${LIST_NAMES[list]}. Nic nie musisz robić. Jeśli chcesz się wypisać, otwórz link: ${link}.`,
  goodbye: (cancelLink: string) => `Wypisać się możesz w każdej chwili: ${cancelLink}.`,
  ebookSubject: 'Twój ebook jest gotowy do pobrania',
  ebookText: (link: string, goodbye: string) =>
    `Dziękujemy za potwierdzenie! Ebook pobierzesz tutaj: ${link}. ${goodbye}`,
  miniCourseAddedSubject: 'Kurs „Podstawy Efektywnego Działania” czeka na Ciebie',
  miniCourseAddedText: (link: string, goodbye: string) =>
    `Dodaliśmy kurs do Twojego konta. Zaloguj się i zacznij tutaj: ${link}. ${goodbye}`,
  miniCourseActivateSubject: 'Aktywuj dostęp do kursu „Podstawy Efektywnego Działania”',
  miniCourseActivateText: (link: string, goodbye: string) =>
    `Dziękujemy za potwierdzenie! Ustaw hasło i aktywuj dostęp do kursu: ${link}. Link jest ważny 30 dni. ${goodbye}`,
  welcomeSubject: 'Witamy w newsletterze Efektywnej Nauki',
  welcomeText: (goodbye: string) =>
    `Dziękujemy za potwierdzenie! Raz w tygodniu wyślemy Ci praktyczne wskazówki o nauce i planowaniu. ${goodbye}`,
} as const

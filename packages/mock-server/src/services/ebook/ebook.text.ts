/** The mock's own Polish texts of the ebook area: the download link and the signed file. */
export const EBOOK_TEXT = {
  missingToken:
    'Ebook pobierzesz z linku, który wysyłamy e-mailem po zapisie. Zapisz się na stronie ebooka.',
  invalidToken:
    'Ten link do pobrania ebooka jest nieprawidłowy. Zapisz się ponownie na stronie ebooka, a wyślemy nowy.',
} as const

/** The answers of a signed ebook file link (plugins/media.ts serves the file). */
export const EBOOK_FILE_TEXT = {
  notFound: 'Nie ma takiego pliku.',
  badSignature: 'Link do pobrania jest nieprawidłowy. Wróć na stronę i pobierz plik ponownie.',
  expired: 'Link do pobrania wygasł. Wróć na stronę i pobierz plik ponownie.',
} as const

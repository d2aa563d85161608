/**
 * The shop's Polish texts: every refusal the browser shows before asking and the API answers
 * alike (decision 0121). Free of zod, so the domain's commerce rules can use them anywhere.
 */
export const COMMERCE_TEXT = {
  unknownProduct: 'Nie ma takiego produktu.',
  money: 'Kwota to liczba całkowita groszy od 0 do 1 000 000 zł.',
  currency: 'Płatności przyjmujemy tylko w złotych (PLN).',
  badOrderId: 'Nieprawidłowy numer zamówienia.',
  consentsRequired: 'Zaakceptuj regulamin i potwierdź natychmiastowy dostęp.',
  termsConsent: 'Aby złożyć zamówienie, zaakceptuj regulamin.',
  immediateAccessConsent:
    'Potwierdź, że chcesz dostać dostęp od razu i że tracisz wtedy prawo odstąpienia od umowy.',
  invoiceName: 'Podaj nazwę firmy albo imię i nazwisko (od 2 do 200 znaków).',
  nip: 'Nieprawidłowy NIP: sprawdź, czy to 10 cyfr numeru z urzędu skarbowego.',
  street: 'Podaj ulicę i numer (od 3 do 200 znaków).',
  postalCode: 'Kod pocztowy ma postać 00-000.',
  city: 'Podaj miejscowość (od 2 do 100 znaków).',
  promoCodeFormat: 'Kod promocyjny to do 40 liter, cyfr lub myślników.',
  promoCodeEmpty: 'Wpisz kod promocyjny.',
  promoUnknown: 'Nie ma takiego kodu promocyjnego.',
  promoExpired: 'Ten kod promocyjny stracił ważność.',
  promoUsedUp: 'Ten kod promocyjny został już wykorzystany.',
  promoOtherProduct: 'Ten kod promocyjny nie dotyczy wybranego produktu.',
  idempotencyConflict: 'Ten klucz Idempotency-Key został już użyty dla innego zamówienia.',
  alreadyHasCourse: 'Masz już dostęp do tego kursu.',
  alreadyHasPro: 'Masz już pakiet Pro. Zarządzasz nim w ustawieniach, w zakładce Rozliczenia.',
  orderNotFound: 'Nie znaleziono zamówienia.',
  orderExpired: 'To zamówienie wygasło. Złóż zamówienie jeszcze raz.',
  orderPaid: 'To zamówienie jest już opłacone.',
  orderFailed: 'Płatność za to zamówienie nie powiodła się. Złóż zamówienie jeszcze raz.',
  orderRefunded: 'Za to zamówienie zwróciliśmy już pieniądze.',
  signatureMissing: 'Brak podpisu powiadomienia o płatności.',
  badSignature: 'Nieprawidłowy podpis powiadomienia o płatności.',
  amountMismatch: 'Kwota lub waluta płatności nie zgadza się z zamówieniem.',
  noSubscription: 'Nie masz subskrypcji Pro.',
  nothingOverdue: 'Pakiet Pro jest opłacony: nie ma zaległej płatności.',
  subscriptionEnded: 'Ta subskrypcja już się zakończyła. Aby wrócić do Pro, kup pakiet ponownie.',
} as const

/** The mock shop's own Polish texts (the contract's are in @app/contract/commerce/text). */
export const SHOP_TEXT = {
  providerDown: 'Operator płatności nie odpowiada. Spróbuj ponownie za chwilę.',
} as const

/** The e-mails of the shop: the receipt of a paid order, the refused renewal. */
export const SHOP_EMAILS = {
  receiptSubject: (productName: string) => `Potwierdzenie płatności: ${productName}`,
  receiptText: (order: { id: string; productName: string }, amount: string, vat: string) =>
    `Dziękujemy! Otrzymaliśmy płatność za zamówienie nr ${order.id}: ${order.productName}, ` +
    `${amount} (w tym 23% VAT: ${vat}). ` +
    'Dostęp jest już na Twoim koncie. Potwierdzenie zapłaty znajdziesz w ustawieniach, w zakładce Rozliczenia.',
  renewalFailedSubject: 'Nie udało się odnowić Pakietu Pro',
  renewalFailedText: (amount: string, productName: string) =>
    `Bank odrzucił opłatę ${amount} za ${productName}. Narzędzia Pro ` +
    'działają jeszcze przez 3 dni. Zaktualizuj kartę w ustawieniach, w zakładce Rozliczenia.',
} as const

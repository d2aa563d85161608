import type { OrderStatus, ProductId } from '@app/contract/constants'
import { ROUTES, type StaticRoutePath } from '@app/domain/navigation/routes'

/** What a paid order unlocked, and the way there (the buyer's success page). */
export const UNLOCKED: Record<ProductId, { text: string; to: StaticRoutePath; label: string }> = {
  ked: {
    text: 'Kurs Efektywnego Działania jest już na Twoim koncie: tydzień wprowadzający czeka.',
    to: ROUTES.kedCourse,
    label: 'Przejdź do kursu',
  },
  zn: {
    text: 'Kurs „Zrozumieć nastolatka” jest już na Twoim koncie.',
    to: ROUTES.znCourse,
    label: 'Przejdź do kursu',
  },
  mw: {
    text: 'Mistrzowskie wsparcie jest aktywne: masz Kurs Efektywnego Działania i narzędzia Pro, a mentor odezwie się mailem w ciągu dwóch dni roboczych.',
    to: ROUTES.products,
    label: 'Przejdź do moich produktów',
  },
  'pro-monthly': {
    text: 'Pakiet Pro jest aktywny: planer nauki, plan dominacji, fiszki i zadania czekają w menu Narzędzia.',
    to: ROUTES.products,
    label: 'Przejdź do moich produktów',
  },
  'pro-yearly': {
    text: 'Pakiet Pro jest aktywny na cały rok: planer nauki, plan dominacji, fiszki i zadania czekają w menu Narzędzia.',
    to: ROUTES.products,
    label: 'Przejdź do moich produktów',
  },
  'chat-pack': {
    text: '500 dodatkowych wiadomości czatu AI jest już na Twoim koncie.',
    to: ROUTES.chat,
    label: 'Wróć do czatu',
  },
}

/** A missed renewal paid from the billing tab (in grace): pro goes on. */
export const RENEWAL_PAID = {
  text: 'Zaległa opłata za Pakiet Pro jest zapłacona: narzędzia Pro działają dalej.',
  to: ROUTES.settingsBilling,
  label: 'Przejdź do rozliczeń',
} as const

/** Where an expired order's product can be ordered again. */
export const CHECKOUT_OF: Record<ProductId, StaticRoutePath> = {
  ked: ROUTES.kedCheckout,
  zn: ROUTES.znOffer,
  mw: ROUTES.mwCheckout,
  'pro-monthly': ROUTES.proCheckout,
  'pro-yearly': ROUTES.proCheckout,
  'chat-pack': ROUTES.chatPackCheckout,
}

export type Settled = Exclude<OrderStatus, 'pending'>

/** Which page of a purchase's outcome shows a status: success, or the error page. */
export const outcomePageOf = (status: OrderStatus): 'sukces' | 'blad' | null =>
  status === 'pending' ? null : status === 'paid' ? 'sukces' : 'blad'

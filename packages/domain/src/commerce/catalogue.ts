import {
  CURRENCY,
  PRODUCT_IDS,
  SUBSCRIPTION_PLANS,
  type ProductId,
  type SubscriptionPlan,
} from '@app/contract/constants'
import type { CatalogueItem } from '@app/contract/commerce'
import type { Group } from '@app/contract/user'
import { formatPln, savingOf, vatBreakdown } from './money'

/**
 * The one catalogue (decision 0121): the mock sells from it, the offer pages, the checkout and
 * admin show it. Prices are gross grosze. Free of zod (offer pages are in the first download).
 */

/** What a paid order gives its buyer. */
export type Grant =
  /** For good. */
  | { kind: 'group'; group: Group }
  | { kind: 'subscription'; plan: SubscriptionPlan }
  /** The four pro tools as admin-style grants (decision 0117) that end after `months`. */
  | { kind: 'tools'; months: number }
  /** The mentors of 'Mistrzowskie wsparcie' for `months`. */
  | { kind: 'support'; months: number }
  /** Extra AI chat messages that do not expire. */
  | { kind: 'chatMessages'; count: number }

export interface Product {
  id: ProductId
  name: string
  /** Gross grosze; a subscription's price per period. */
  price: number
  period: 'month' | 'year' | null
  grants: readonly Grant[]
  includes: readonly string[]
}

export const SUPPORT_MONTHS = 3
export const CHAT_PACK_MESSAGES = 500

const PRO_TOOLS_LINE = 'Planer nauki, plan dominacji, fiszki i zadania'
const KED_GROUP: Grant = { kind: 'group', group: 'Effective_Action_Course_Subscriber' }

const MONTHLY_PRICE = 4_900
const YEARLY_PRICE = 39_900

/** 12 × 49,00 zł − 399,00 zł = 189,00 zł, 32%. */
export function yearlySaving(): { amount: number; percent: number } {
  return savingOf(MONTHLY_PRICE, YEARLY_PRICE)
}

const saving = yearlySaving()

export const PRODUCTS: { readonly [Id in ProductId]: Product & { id: Id } } = {
  ked: {
    id: 'ked',
    name: 'Kurs Efektywnego Działania',
    price: 69_700,
    period: null,
    grants: [KED_GROUP],
    includes: [
      '9 tygodni kursu i tydzień wprowadzający, ponad 12 godzin nagrań',
      'Dostęp bez limitu czasu',
      'Społeczność kursu i cotygodniowe konsultacje',
    ],
  },
  mw: {
    id: 'mw',
    name: 'Mistrzowskie wsparcie',
    price: 149_700,
    period: null,
    grants: [
      KED_GROUP,
      { kind: 'support', months: SUPPORT_MONTHS },
      { kind: 'tools', months: SUPPORT_MONTHS },
    ],
    includes: [
      'Kurs Efektywnego Działania z dostępem bez limitu czasu',
      '3 miesiące z mentorami: konsultacje, grupa czatowa i informacja zwrotna do zadań',
      `3 miesiące narzędzi Pro: ${PRO_TOOLS_LINE.toLowerCase()}`,
    ],
  },
  'pro-monthly': {
    id: 'pro-monthly',
    name: 'Pakiet Pro (miesięczny)',
    price: MONTHLY_PRICE,
    period: 'month',
    grants: [{ kind: 'subscription', plan: 'pro-monthly' }],
    includes: [PRO_TOOLS_LINE, 'Odnawia się co miesiąc, możesz anulować w każdej chwili'],
  },
  'pro-yearly': {
    id: 'pro-yearly',
    name: 'Pakiet Pro (roczny)',
    price: YEARLY_PRICE,
    period: 'year',
    grants: [{ kind: 'subscription', plan: 'pro-yearly' }],
    includes: [
      PRO_TOOLS_LINE,
      'Odnawia się co rok, możesz anulować w każdej chwili',
      `Oszczędzasz ${formatPln(saving.amount)} (${saving.percent}%) wobec płatności co miesiąc`,
    ],
  },
  zn: {
    id: 'zn',
    name: 'Zrozumieć nastolatka',
    price: 29_700,
    period: null,
    grants: [{ kind: 'group', group: 'Understanding_Teenager_Course_Subscriber' }],
    includes: [
      'Kurs dla rodziców: około 1,5 godziny nagrań w trzech modułach',
      'Dostęp bez limitu czasu',
    ],
  },
  'chat-pack': {
    id: 'chat-pack',
    name: 'Pakiet 500 wiadomości czatu AI',
    price: 2_900,
    period: null,
    grants: [{ kind: 'chatMessages', count: CHAT_PACK_MESSAGES }],
    includes: ['500 dodatkowych wiadomości do czatu AI', 'Wiadomości z pakietu nie wygasają'],
  },
}

/** The products in the catalogue's order. */
export const CATALOGUE: readonly Product[] = PRODUCT_IDS.map((id) => PRODUCTS[id])

export function isSubscriptionPlan(id: ProductId): id is SubscriptionPlan {
  return (SUBSCRIPTION_PLANS as readonly ProductId[]).includes(id)
}

/** A product as GET /api/catalogue answers it. */
export function catalogueItem(id: ProductId): CatalogueItem {
  const { name, price, period, includes } = PRODUCTS[id]
  const { net, vat } = vatBreakdown(price)
  return {
    id,
    name,
    kind: period === null ? 'one-time' : 'subscription',
    period,
    price,
    net,
    vat,
    currency: CURRENCY,
    includes: [...includes],
  }
}

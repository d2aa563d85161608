import { randomBytes } from 'node:crypto'
import { SEED_PRO_PAYMENT_ID } from './subscriptions'

export type PaymentMethod = 'blik' | 'card' | 'transfer'
export type TransactionStatus = 'new' | 'pending' | 'paid' | 'failed'

/** One payment attempt at the emulated provider (payment-provider/). */
export interface ProviderTransaction {
  token: string
  /** The shop's order id. */
  merchantOrderId: string
  /** Grosze. */
  amount: number
  currency: string
  description: string
  returnUrl: string
  notifyUrl: string
  createdAt: Date
  status: TransactionStatus
  method: PaymentMethod | null
  /** When a pending payment completes by itself (BLIK approved on the phone, a bank session). */
  settlesAt: Date | null
  paidAt: Date | null
  /** Why it failed, in Polish, for the hosted page. */
  failure: string | null
  cardLast4: string | null
  /** The whole number stays with the provider: a renewal charges it again. */
  cardNumber: string | null
  /** Delivery of the outcome to the shop. */
  notification: { delivered: boolean; attempts: number; nextAt: Date | null }
}

export type NewTransaction = Pick<
  ProviderTransaction,
  'merchantOrderId' | 'amount' | 'currency' | 'description' | 'returnUrl' | 'notifyUrl'
>

/** The provider's own books: its transactions, kept apart from the shop's orders. */
export class PaymentProviderRepository {
  private transactions = new Map<string, ProviderTransaction>()

  reset() {
    this.transactions = new Map()
    // The card payment the seeded subscription of `pro` renews with (store/subscriptions.ts).
    this.transactions.set(SEED_PRO_PAYMENT_ID, {
      token: SEED_PRO_PAYMENT_ID,
      merchantOrderId: 'seed',
      amount: 4_900,
      currency: 'PLN',
      description: 'Pakiet Pro (miesięczny)',
      returnUrl: 'http://localhost/',
      notifyUrl: 'http://localhost/api/payments/notify',
      createdAt: new Date('2025-09-05T12:00:00.000Z'),
      status: 'paid',
      method: 'card',
      settlesAt: null,
      paidAt: new Date('2025-09-05T12:00:00.000Z'),
      failure: null,
      cardLast4: '4242',
      cardNumber: '4242424242424242',
      notification: { delivered: true, attempts: 1, nextAt: null },
    })
  }

  constructor() {
    this.reset()
  }

  create(input: NewTransaction, now: Date): ProviderTransaction {
    const transaction: ProviderTransaction = {
      ...input,
      token: `tr_${randomBytes(12).toString('hex')}`,
      createdAt: now,
      status: 'new',
      method: null,
      settlesAt: null,
      paidAt: null,
      failure: null,
      cardLast4: null,
      cardNumber: null,
      notification: { delivered: false, attempts: 0, nextAt: null },
    }
    this.transactions.set(transaction.token, transaction)
    return transaction
  }

  byToken(token: string): ProviderTransaction | undefined {
    return this.transactions.get(token)
  }

  /** The open attempt for an order, if any (a second registration reuses it). */
  openFor(merchantOrderId: string): ProviderTransaction | undefined {
    return [...this.transactions.values()].find(
      (t) =>
        t.merchantOrderId === merchantOrderId && (t.status === 'new' || t.status === 'pending'),
    )
  }

  all(): ProviderTransaction[] {
    return [...this.transactions.values()]
  }

  update(
    transaction: ProviderTransaction,
    patch: Partial<ProviderTransaction>,
  ): ProviderTransaction {
    const updated = { ...transaction, ...patch }
    this.transactions.set(updated.token, updated)
    return updated
  }
}

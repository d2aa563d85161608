import type { AccountActivationKind } from '@app/contract/auth'

/** The kinds whose link activates an account (a PARENT_LINK is a child's consent, decision 0197). */
export type ActivationKind = AccountActivationKind

/** What each activation route says (our wording; SPEC §2 names only the routes). */
export const ACTIVATION_COPY: Record<
  ActivationKind,
  { title: string; intro: string; submitLabel: string }
> = {
  ACCOUNT: {
    title: 'Aktywuj konto',
    intro: 'Ustaw swoje imię i hasło, aby aktywować konto i dostęp do:',
    submitLabel: 'Aktywuj konto',
  },
  PARENT_ACCOUNT: {
    title: 'Aktywuj konto rodzica',
    intro: 'Ustaw swoje imię i hasło, aby aktywować konto rodzica. Aktywujesz:',
    submitLabel: 'Aktywuj konto rodzica',
  },
  KED: {
    title: 'Aktywuj dostęp do kursu',
    intro: 'Ustaw swoje imię i hasło, aby rozpocząć naukę. Aktywujesz:',
    submitLabel: 'Aktywuj kurs',
  },
  COURSE: {
    title: 'Aktywuj dostęp do kursu',
    intro: 'Ustaw swoje imię i hasło, aby rozpocząć kurs. Aktywujesz:',
    submitLabel: 'Aktywuj kurs',
  },
  PRODUCT: {
    title: 'Aktywuj produkt',
    intro: 'Ustaw swoje imię i hasło, aby otrzymać dostęp. Aktywujesz:',
    submitLabel: 'Aktywuj produkt',
  },
}

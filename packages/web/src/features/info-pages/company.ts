/** Who runs the service, as the legal pages and contact lines name it (one place to change). */
export const COMPANY = {
  name: 'Efektywna Nauka sp. z o.o.',
  seat: 'Warszawie',
  contactEmail: 'kontakt@efektywnanauka.pl',
  jobsEmail: 'praca@efektywnanauka.pl',
} as const

/** The date from which the current legal texts apply (the platform launch). */
export const LEGAL_EFFECTIVE_DATE = '26 września 2025 r.'

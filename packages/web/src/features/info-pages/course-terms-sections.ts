/**
 * The ids of the course sections on /regulaminy-szczegolowe-kursow, also the hashes that
 * /regulamin-ked, /regulamin-ped and /regulamin-zn redirect to. A file of its own, so that the
 * redirects do not pull the page into their chunk.
 */
export const COURSE_TERMS_SECTIONS = { KED: 'ked', PED: 'ped', ZN: 'zn' } as const

export const PAGES = {
  hub: '/produkt/spolecznosc',
  consultations: '/produkt/spolecznosc/spotkania',
  intro: '/produkt/spolecznosc/spotkanie-wprowadzajace',
  thanks: '/produkt/kurs-efektywnego-dzialania/spotkanie/dziekuje',
} as const

/**
 * Pages of other features, linked by path (typed as plain strings: those routes live elsewhere and
 * a link must not depend on when they land).
 */
export const PATHS: Record<
  | 'contact'
  | 'offer'
  | 'kedOffer'
  | 'znOffer'
  | 'kedInBrief'
  | 'platform'
  | 'blog'
  | 'ebook'
  | 'webinar'
  | 'pedSignUp'
  | 'products'
  | 'productPro'
  | 'billing',
  string
> = {
  contact: '/kontakt',
  offer: '/oferta',
  kedOffer: '/oferta/kurs-efektywnego-dzialania',
  znOffer: '/oferta/zrozumiec-nastolatka',
  kedInBrief: '/kurs-efektywnego-dzialania/prezentacja',
  platform: '/platforma',
  blog: '/blog',
  ebook: '/ebook',
  webinar: '/webinar',
  pedSignUp: '/newsletter/podstawy-efektywnego-dzialania',
  products: '/produkt',
  productPro: '/produkt/pro',
  billing: '/ustawienia/rozliczenia',
}

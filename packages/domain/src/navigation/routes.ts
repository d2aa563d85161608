/**
 * Every page the product links, redirects or sends a user to, by name: route templates spelt as
 * the web's file routes spell them (`$param` for a path parameter). Menus, guards, redirects and
 * links take their paths from here, never from a string of their own. The web checks that each
 * path is a page of its route tree, at compile time (web/src/routes-map.ts) and in a unit test
 * (web/src/routes-map.test.ts), so nothing can link to a page that does not exist.
 */
export const ROUTES = {
  home: '/',

  // Signing in and up, the account
  login: '/logowanie',
  loginError: '/login-error',
  logout: '/logout',
  signUp: '/rejestracja',
  signUpSaas: '/rejestracja-saas',
  signUpDone: '/rejestracja-udana',
  resetPassword: '/reset-hasla',
  changePassword: '/zmien-haslo/$uuid',
  verifyEmail: '/weryfikuj-email/$code/$userId',
  activateProduct: '/aktywuj-produkt/$uuid',
  /** A parent account's activation, and a child's consent to a parent (PARENT_LINK, decision 0197). */
  activateParent: '/aktywuj-konto-rodzica/$uuid',

  // Information and legal pages
  about: '/o-nas',
  contact: '/kontakt',
  jobs: '/oferty-pracy',
  testimonials: '/opinie',
  privacyPolicy: '/polityka-prywatnosci',
  terms: '/regulamin',
  mwTerms: '/regulamin-mw',
  courseTerms: '/regulaminy-szczegolowe-kursow',
  plannerInfo: '/planer',
  materials: '/materialy',
  presentation: '/prezentacja',
  pro: '/pro',
  thankYou: '/dziekuje',

  // Offers
  offer: '/oferta',
  chatOffer: '/oferta/chat',
  kedOffer: '/oferta/kurs-efektywnego-dzialania',
  znOffer: '/oferta/zrozumiec-nastolatka',
  kedForParents: '/kurs-efektywnego-dzialania/rodzice',
  kedInBrief: '/kurs-efektywnego-dzialania/prezentacja',

  // Newsletter and ebooks
  newsletter: '/newsletter',
  newsletterConfirm: '/potwierdz-newsletter',
  newsletterCancel: '/anuluj-newsletter',
  pedSignUp: '/newsletter/podstawy-efektywnego-dzialania',
  kedForReaders: '/newsletter/kurs-efektywnego-dzialania',
  kedPurchaseForReaders: '/newsletter/kurs-efektywnego-dzialania/zakup',
  ebook: '/ebook',
  ebookThanks: '/ebook/dziekuje',
  ebookDownload: '/ebook/pobierz',

  // Blog and chronotypes
  blog: '/blog',
  article: '/blog/$id',
  chronotypes: '/chronotypy',
  chronotypeTest: '/test-na-chronotyp',

  // The signed-in product
  products: '/produkt',
  kedCourse: '/produkt/kurs-efektywnego-dzialania',
  pedCourse: '/produkt/podstawy-efektywnego-dzialania',
  znCourse: '/produkt/zrozumiec-nastolatka',
  kedMeetingThanks: '/produkt/kurs-efektywnego-dzialania/spotkanie/dziekuje',
  community: '/produkt/spolecznosc',
  consultations: '/produkt/spolecznosc/spotkania',
  introMeeting: '/produkt/spolecznosc/spotkanie-wprowadzajace',
  planner: '/produkt/planer-nauki',
  plannerNew: '/produkt/planer-nauki/nowy',
  plannerPlan: '/produkt/planer-nauki/$planId',
  plannerDay: '/produkt/planer-nauki/$planId/$dateKey',
  plannerFocus: '/produkt/planer-nauki/$planId/$dateKey/$exerciseIndex',
  dominationPlan: '/produkt/plan-dominacji',
  flashcards: '/produkt/fiszki',
  chat: '/produkt/chat',
  flashcardsStudyAll: '/produkt/fiszki/nauka',
  flashcardsDeck: '/produkt/fiszki/$deckId',
  flashcardsDeckStudy: '/produkt/fiszki/$deckId/nauka',
  flashcardsDeckImport: '/produkt/fiszki/$deckId/import',
  tasks: '/produkt/zadania',
  tasksSettings: '/produkt/zadania/konfiguruj',
  exerciseNew: '/produkt/zadania/dodaj',
  exercise: '/produkt/zadania/$exerciseId',
  exerciseEdit: '/produkt/zadania/edytuj/$exerciseId',
  parentPanel: '/produkt/panel-rodzica',
  /** The latest request to a child, as stored (issue 30): where the outcome e-mails lead. */
  parentPanelSuccess: '/produkt/panel-rodzica/sukces',
  parentPanelError: '/produkt/panel-rodzica/blad',
  kedOfferInProduct: '/produkt/oferta/kurs-efektywnego-dzialania',
  settings: '/ustawienia',
  settingsGeneral: '/ustawienia/ogolne',
  settingsEducation: '/ustawienia/profil-edukacyjny',
  settingsDominationPlan: '/ustawienia/plan-dominacji',
  settingsPlanner: '/ustawienia/planer-nauki',
  settingsBilling: '/ustawienia/rozliczenia',
  paymentReceipt: '/ustawienia/rozliczenia/$orderId',
  statistics: '/statystyki',
  ranking: '/ranking',
  rankingHistory: '/ranking/historia',

  // The shop (decision 0121): checkouts. The pages a payment returns to are the API's choice.
  kedCheckout: '/produkt/zakup/kurs-efektywnego-dzialania',
  kedCheckoutError: '/produkt/zakup/kurs-efektywnego-dzialania/blad',
  mwCheckout: '/zakup/mistrzowskie-wsparcie',
  chatPackCheckout: '/produkt/chat/zakup',
  proCheckout: '/produkt/pro',
  // Where a payment returns (decision 0122): each reads the order's real status.
  kedOrder: '/zakup/kurs-efektywnego-dzialania/$ksuid',
  kedOrderSuccess: '/zakup/kurs-efektywnego-dzialania/$ksuid/sukces',
  kedOrderError: '/zakup/kurs-efektywnego-dzialania/$ksuid/blad',
  mwOrder: '/zakup/mistrzowskie-wsparcie/$ksuid',
  mwOrderSuccess: '/zakup/mistrzowskie-wsparcie/$ksuid/sukces',
  mwOrderError: '/zakup/mistrzowskie-wsparcie/$ksuid/blad',
  paymentSuccess: '/platnosc/sukces',
  paymentError: '/platnosc/blad',
  parentPayment: '/r/$id',
  parentPaymentSuccess: '/r/$id/sukces',
  parentPaymentError: '/r/$id/blad',

  // Admin panel
  admin: '/admin',
  adminAi: '/admin/ai',
  adminNewsletter: '/admin/newsletter',
  adminDiagnostics: '/admin/diagnostyka',
  adminTraces: '/admin/traces',
  adminTransactions: '/admin/transakcje',
  adminBlog: '/admin/blog',
  adminNewArticle: '/admin/blog/dodaj',
  adminEditArticle: '/admin/blog/edytuj/$uuid',
} as const

export type RouteName = keyof typeof ROUTES
export type RoutePath = (typeof ROUTES)[RouteName]
/** A route without path parameters: what a menu item, a card or a redirect can name as it is. */
export type StaticRoutePath = Exclude<RoutePath, `${string}$${string}`>

/** The names of a route's path parameters: '/r/$id/sukces' → 'id'. */
export type RouteParams<P extends string> = P extends `${string}$${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : P extends `${string}$${infer Name}`
    ? Name
    : never

/**
 * The route's path with its parameters filled in, each encoded as a path segment:
 * routePath(ROUTES.parentPaymentSuccess, { id: 'abc' }) → '/r/abc/sukces'.
 */
export function routePath<P extends RoutePath>(
  path: P,
  params: Record<RouteParams<P>, string>,
): string {
  const values = params as Record<string, string>
  return path.replace(/\$([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))
}

/**
 * The fixed start of a route, up to its first parameter, for matching pathnames:
 * '/zmien-haslo/$uuid' → '/zmien-haslo'; a route without parameters is itself.
 */
export function routePrefix(path: RoutePath): string {
  const index = path.indexOf('/$')
  return index === -1 ? path : path.slice(0, index)
}

/** The pathname is the route's page or one below it ('/admin' covers '/admin/blog', not '/administracja'). */
export function isUnderRoute(pathname: string, path: RoutePath): boolean {
  const prefix = routePrefix(path)
  if (prefix === '/') return true
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/**
 * The site's Open Graph images: public/og/<name>.png, 1200×630, each showing a page's promise
 * (its text here, which the image's alt text repeats). `pnpm --filter @app/web og-images`
 * (scripts/og-images.ts) draws them from this list; a page without its own takes `site`.
 */
export const OG_IMAGES = {
  site: 'Skuteczna nauka dla nastolatków i ich rodziców',
  home: 'Naucz się działać skutecznie i uczyć się z głową',
  offer: 'Kursy i narzędzia do nauki dla nastolatków i rodziców',
  'ked-offer': 'Ucz się krócej, pamiętaj więcej',
  'ked-for-parents': 'Dziecko uczy się samodzielnie i z lepszymi efektami',
  'zn-offer': 'Zrozum swojego nastolatka i mądrze wspieraj go w nauce',
  'chat-offer': 'Utknąłeś na zadaniu? Czat wyjaśni krok po kroku',
  pro: 'Planer, fiszki i zadania w jednej subskrypcji',
  about: 'Uczymy nastolatków skutecznie działać i mądrze się uczyć',
  testimonials: 'Co mówią o nas uczniowie i rodzice',
  chronotypes: 'Skowronek czy sowa? Ucz się w rytmie swojego zegara',
  'chronotype-test': 'Skowronek czy sowa? Sprawdź w dwie minuty',
  planner: 'Konkretny plan nauki na każdy dzień',
  materials: 'Darmowe materiały do mądrzejszej nauki',
  blog: 'Artykuły o nauce, motywacji, śnie i organizacji',
  newsletter: 'Co tydzień praktyczna wskazówka o nauce',
  'mini-course': 'Bezpłatny minikurs: ucz się mądrzej, a nie dłużej',
  ebook: 'Bezpłatny ebook: efektywna nauka w praktyce',
} as const

export type OgImageName = keyof typeof OG_IMAGES

/** Every image is drawn at this size, the one Open Graph consumers show large. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** The image's path on the site (public/og/ is served from the root). */
export const ogImagePath = (name: OgImageName) => `/og/${name}.png`

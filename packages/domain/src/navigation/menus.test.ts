import { describe, expect, it } from 'vitest'
import { RANKING_VISIBLE_FROM } from '../shared/constants'
import {
  SOCIAL_LINKS,
  adminMenu,
  footerMenu,
  headerMenu,
  headerMenuKind,
  productMenu,
  publicMenu,
  userMenu,
  type MenuItem,
} from './menus'
import { PERSONAS, type PersonaName } from '../shared/test-personas'

const BEFORE_RANKING = new Date(RANKING_VISIBLE_FROM.getTime() - 1)
const links = (items: MenuItem[]) => items.map((item) => `${item.label} ${item.to}`)

describe('publicMenu', () => {
  // Platforma: the platform's own pages are not built yet (decision 0108).
  it('lists O nas, Kurs, Platforma, Blog, Opinie', () => {
    expect(links(publicMenu())).toEqual([
      'O nas /o-nas',
      'Kurs /oferta/kurs-efektywnego-dzialania',
      'Platforma /prezentacja',
      'Blog /blog',
      'Opinie /opinie',
    ])
  })
})

describe('userMenu', () => {
  const base = ['Moje Produkty /produkt', 'Ustawienia /ustawienia']
  const stats = 'Statystyki /statystyki'
  const ranking = 'Ranking /ranking'
  const logout = 'Wyloguj się /logout'

  it.each([
    ['student', BEFORE_RANKING, [...base, stats, logout]],
    ['student', RANKING_VISIBLE_FROM, [...base, stats, ranking, logout]],
    ['parent', BEFORE_RANKING, [...base, logout]],
    ['parent', RANKING_VISIBLE_FROM, [...base, ranking, logout]],
    ['admin', BEFORE_RANKING, [...base, stats, ranking, 'Admin /admin', logout]],
    ['assistant', BEFORE_RANKING, [...base, stats, ranking, 'Assistant /admin', logout]],
    ['reviewer', BEFORE_RANKING, [...base, stats, logout]],
  ] as const)('%s at %o', (name, now, expected) => {
    expect(links(userMenu(PERSONAS[name], now))).toEqual(expected)
  })

  it('labels the panel Admin for a user in both staff groups', () => {
    const user = { ...PERSONAS.admin, groups: ['Assistant' as const, 'Admin' as const] }
    expect(links(userMenu(user, BEFORE_RANKING))).toContain('Admin /admin')
  })
})

// Narzędzia links to the chat, open to everybody (decision 0160), and lists it before the flagged
// tools. "Przejdź na pro" leads to the pro purchase.
describe('productMenu', () => {
  const community = 'Społeczność /produkt/spolecznosc'
  const kurs = 'Kurs /oferta/kurs-efektywnego-dzialania'
  const goPro = 'Przejdź na pro /produkt/pro'
  const tools = 'Narzędzia /produkt/chat'

  it.each([
    ['student', ['Program /produkt/kurs-efektywnego-dzialania', tools, community, goPro]],
    ['pro', ['Program /produkt/kurs-efektywnego-dzialania', tools, community]],
    ['mini', ['Program /produkt/podstawy-efektywnego-dzialania', tools, community, kurs, goPro]],
    ['parent', ['Program /produkt/zrozumiec-nastolatka', tools, community, kurs, goPro]],
    ['noGroups', [tools, community, kurs, goPro]],
  ] as const)('%s', (name, expected) => {
    expect(links(productMenu(PERSONAS[name]))).toEqual(expected)
  })

  it.each([
    [
      'student',
      [
        'Czat /produkt/chat',
        'Planer nauki /produkt/planer-nauki',
        'Plan dominacji /produkt/plan-dominacji',
        'Fiszki /produkt/fiszki',
        'Zadania /produkt/zadania',
      ],
    ],
    ['plannerOnly', ['Czat /produkt/chat', 'Planer nauki /produkt/planer-nauki']],
    ['mini', ['Czat /produkt/chat']],
    // Decision 0181: reviewers and admins use the tasks tool without its flag.
    ['reviewer', ['Czat /produkt/chat', 'Zadania /produkt/zadania']],
    ['admin', ['Czat /produkt/chat', 'Zadania /produkt/zadania']],
    ['assistant', ['Czat /produkt/chat']],
  ] as const)('tools of %s follow canUseTool', (name, expected) => {
    const toolsItem = productMenu(PERSONAS[name]).find((item) => item.label === 'Narzędzia')
    expect(links(toolsItem?.children ?? [])).toEqual(expected)
  })

  it('Narzędzia links to the chat, whatever tools the user has', () => {
    for (const user of [PERSONAS.student, PERSONAS.plannerOnly, PERSONAS.mini]) {
      const toolsItem = productMenu(user).find((item) => item.label === 'Narzędzia')
      expect(toolsItem?.to).toBe('/produkt/chat')
    }
  })

  it('a user in several course groups gets one Program entry per course', () => {
    const user = {
      ...PERSONAS.parent,
      groups: [
        'Understanding_Teenager_Course_Subscriber' as const,
        'Effective_Action_Course_Subscriber' as const,
      ],
    }
    const [program] = productMenu(user)
    expect(program?.to).toBe('/produkt/kurs-efektywnego-dzialania')
    expect(links(program?.children ?? [])).toEqual([
      'Kurs Efektywnego Działania /produkt/kurs-efektywnego-dzialania',
      'Zrozumieć Nastolatka /produkt/zrozumiec-nastolatka',
    ])
  })
})

// Decision 0108: Feedback and KED (for Admin and Assistant) wait for their pages.
describe('adminMenu', () => {
  const shared = ['Blog /admin/blog']
  const adminOnly = [
    'AI /admin/ai',
    'Newsletter /admin/newsletter',
    'Diagnostyka /admin/diagnostyka',
    'Ścieżki /admin/traces',
    'Transakcje /admin/transakcje',
  ]

  it.each([
    ['admin', [...adminOnly, ...shared]],
    ['assistant', shared],
    ['student', []],
    ['reviewer', []],
    ['noGroups', []],
  ] as const satisfies ReadonlyArray<readonly [PersonaName, readonly string[]]>)(
    '%s',
    (name, expected) => {
      expect(links(adminMenu(PERSONAS[name]))).toEqual(expected)
    },
  )
})

describe('headerMenu', () => {
  const labels = (items: MenuItem[]) => items.map((item) => item.label)

  it.each([
    [null, '/produkt', 'public'],
    [null, '/admin', 'public'],
    ['student', '/', 'public'],
    ['student', '/blog/abc', 'public'],
    ['student', '/produkt', 'product'],
    ['student', '/produkt/fiszki', 'product'],
    ['student', '/ustawienia/ogolne', 'product'],
    ['student', '/statystyki', 'product'],
    ['student', '/ranking/historia', 'product'],
    ['student', '/produktowy', 'public'],
    ['student', '/admin', 'public'],
    ['admin', '/admin/blog', 'admin'],
    ['assistant', '/admin', 'admin'],
    ['admin', '/produkt', 'product'],
    // A buyer back from the payment (decision 0145); the public checkout keeps the public menu.
    ['noGroups', '/platnosc/sukces', 'product'],
    ['student', '/platnosc/blad', 'product'],
    ['noGroups', '/zakup/kurs-efektywnego-dzialania/2Kx8Qq1YV3nMZf0uS9rT5aBcDeF/sukces', 'product'],
    ['student', '/zakup/mistrzowskie-wsparcie/2Kx8Qq1YV3nMZf0uS9rT5aBcDeF', 'product'],
    ['student', '/zakup/mistrzowskie-wsparcie', 'public'],
    ['student', '/r/2Kx8Qq1YV3nMZf0uS9rT5aBcDeF', 'public'],
    [null, '/platnosc/sukces', 'public'],
  ] as const)('%s on %s shows the %s menu', (name, pathname, kind) => {
    const user = name === null ? null : PERSONAS[name]
    expect(headerMenuKind(user, pathname)).toBe(kind)
  })

  it('gives the menu of its kind', () => {
    expect(labels(headerMenu(null, '/'))).toEqual(labels(publicMenu()))
    expect(labels(headerMenu(PERSONAS.student, '/produkt'))).toEqual(
      labels(productMenu(PERSONAS.student)),
    )
    expect(labels(headerMenu(PERSONAS.assistant, '/admin'))).toEqual(['Blog'])
  })
})

describe('footerMenu', () => {
  // The platform's item leads to the presentation of the course and platform (decision 0108).
  it('links the offer, platform, contact, opinions, jobs, privacy policy and terms', () => {
    const targets = footerMenu().flatMap((group) => group.items.map((item) => item.to))
    for (const path of [
      '/oferta',
      '/prezentacja',
      '/kontakt',
      '/opinie',
      '/oferty-pracy',
      '/polityka-prywatnosci',
      '/regulamin',
    ]) {
      expect(targets).toContain(path)
    }
  })

  it('lists the social networks as https links', () => {
    expect(SOCIAL_LINKS.length).toBeGreaterThan(0)
    for (const link of SOCIAL_LINKS) expect(link.href).toMatch(/^https:\/\//)
  })
})

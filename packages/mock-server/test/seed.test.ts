import { existsSync, readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { BlogArticleDetailSchema } from '@app/contract/blog'
import type { Course, Episode } from '@app/contract/courses'
import { CourseSchema } from '@app/contract/courses'
import { DIAGNOSTIC_CATEGORIES, DiagnosticSchema } from '@app/contract/diagnostic'
import { TraceSchema } from '@app/contract/trace'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { seedArticles, seedBlogTags } from '../src/store/seed/blog'
import { seedCourses } from '../src/store/seed/courses'
import { seedDiagnostics } from '../src/store/seed/diagnostics'
import { seedTraces } from '../src/store/seed/traces'

const media = (path: string) => fileURLToPath(new URL(`../media/${path}`, import.meta.url))

const course = (key: Course['key']) => {
  const found = seedCourses.find((c) => c.key === key)
  if (!found) throw new Error(`no course ${key}`)
  return found
}
const minutes = (c: Course) =>
  c.weeks.flatMap((w) => w.episodes).reduce((sum, e) => sum + e.durationMinutes, 0)
const episodeOf = (c: Course, weekIndex: number, title: string): Episode => {
  const episode = c.weeks[weekIndex]?.episodes.find((e) => e.title.includes(title))
  if (!episode) throw new Error(`no episode "${title}" in week ${weekIndex}`)
  return episode
}

describe('course seed', () => {
  it.each(seedCourses.map((c) => [c.key, c] as const))('%s parses with CourseSchema', (_, c) => {
    expect(CourseSchema.strict().parse(c)).toEqual(c)
  })

  it('has the three courses with their routes and lengths', () => {
    expect(seedCourses.map((c) => [c.key, c.route, c.length])).toEqual([
      ['KED', '/produkt/kurs-efektywnego-dzialania', '9 tygodni + tydzień wprowadzający'],
      ['PED', '/produkt/podstawy-efektywnego-dzialania', '1 tydzień'],
      ['ZN', '/produkt/zrozumiec-nastolatka', '1 tydzień'],
    ])
  })

  it('has unique episode ids and video minutes exactly where there is a video', () => {
    const episodes = seedCourses.flatMap((c) => c.weeks.flatMap((w) => w.episodes))
    expect(new Set(episodes.map((e) => e.id)).size).toBe(episodes.length)
    for (const e of episodes) {
      expect(e.vimeoUrl === null, e.id).toBe(e.durationMinutes === 0)
      if (e.vimeoUrl) expect(e.vimeoUrl).toMatch(/^https:\/\/vimeo\.com\/8\d{8}$/)
    }
  })

  it('links only resources that exist (local PDFs or https)', () => {
    const links = seedCourses.flatMap((c) =>
      c.weeks.flatMap((w) => w.episodes.flatMap((e) => e.resources.map((r) => r.link))),
    )
    expect(links.length).toBeGreaterThan(5)
    for (const link of links) {
      if (link.startsWith('https://')) continue
      const file = link.replace(/^\/api\/media\//, '')
      expect(file, link).toMatch(/^resources\/[a-z-]+\.pdf$/)
      expect(readFileSync(media(file)).subarray(0, 5).toString(), link).toBe('%PDF-')
    }
  })

  it('KED has weeks 0..9 with the SPEC titles and 12+ hours of video', () => {
    const ked = course('KED')
    expect(ked.weeks.map((w) => w.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(ked.weeks.map((w) => w.title)).toEqual([
      'Wprowadzenie',
      'Budowanie świadomości',
      'Podstawy efektywnego działania',
      'Wprowadzenie do efektywnej nauki',
      'Środowisko',
      'Start',
      'Optymalizacja',
      'Top 1% uczniów',
      'Boost',
      'Next level',
    ])
    expect(minutes(ked)).toBeGreaterThanOrEqual(720)
    for (const w of ked.weeks.slice(1)) {
      expect(w.episodes.length).toBeGreaterThanOrEqual(3)
      expect(w.episodes[0]?.id).toBe(`ked-w${w.index}-e1`)
    }
  })

  it('KED week 6: sleep, food, sport, rest, the cheat-sheet, a 10-minute meditation, the sheet', () => {
    const ked = course('KED')
    for (const title of ['Sen', 'Jedzenie', 'Sport', 'Odpoczynek']) {
      expect(episodeOf(ked, 6, title).vimeoUrl).not.toBeNull()
    }
    expect(episodeOf(ked, 6, 'Ściąga antystresowa').resources[0]?.link).toMatch(/\.pdf$/)
    const meditation = episodeOf(ked, 6, 'Medytacja')
    expect(meditation.durationMinutes).toBe(10)
    expect(meditation.vimeoUrl).not.toBeNull()
    expect(episodeOf(ked, 6, 'Arkusz pomiaru efektywności').resources).toHaveLength(1)
  })

  it('KED week 7: memory, inquiry, mind maps with an exercise for 3 maps, sciences, AI', () => {
    const ked = course('KED')
    for (const title of ['Pamięć', 'dociekanie', 'Mapy myśli', 'przedmiotów ścisłych', 'AI']) {
      episodeOf(ked, 7, title)
    }
    const exercise = episodeOf(ked, 7, 'Ćwiczenie: mapy myśli')
    expect(exercise.showNotes).toBe(true)
    expect(exercise.description).toContain('co najmniej 3 własne mapy')
  })

  it('KED week 8: flow, a month in a day, journal, goal protocol, brain dump of 1-2 hours', () => {
    const ked = course('KED')
    for (const title of ['flow', 'Miesiąc w jeden dzień', 'Dziennik', 'Protokół celu']) {
      episodeOf(ked, 8, title)
    }
    const brainDump = episodeOf(ked, 8, 'Brain dump')
    expect(brainDump.showNotes).toBe(true)
    expect(brainDump.description).toContain('1-2 godziny')
  })

  it('KED week 9: consistency, overtrying, self-image, beliefs, optional exercise, summary', () => {
    const ked = course('KED')
    expect(ked.weeks[9]?.episodes.map((e) => e.title)).toEqual([
      'Konsekwencja',
      'Przestań się przestarać',
      'Obraz siebie',
      'Przekonania',
      'Ćwiczenie dodatkowe: list z przyszłości',
      'Podsumowanie kursu',
    ])
    expect(episodeOf(ked, 9, 'Ćwiczenie dodatkowe').description).toContain('nieobowiązkowe')
  })

  it('PED is one week of 4-6 episodes', () => {
    const ped = course('PED')
    expect(ped.weeks).toHaveLength(1)
    expect(ped.weeks[0]?.episodes.length).toBeGreaterThanOrEqual(4)
    expect(ped.weeks[0]?.episodes.length).toBeLessThanOrEqual(6)
  })

  it('ZN has the three modules and about 1.5 h of video', () => {
    const zn = course('ZN')
    expect(zn.weeks.map((w) => [w.index, w.title])).toEqual([
      [0, 'Zrozumieć nastolatka'],
      [1, 'Komunikacja z nastolatkiem'],
      [2, 'Wspieranie edukacji nastolatka'],
    ])
    expect(minutes(zn)).toBeGreaterThanOrEqual(85)
    expect(minutes(zn)).toBeLessThanOrEqual(95)
  })
})

describe('blog seed', () => {
  it('has at least 14 valid articles with unique ids, titles and dates', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(14)
    for (const a of seedArticles) expect(BlogArticleDetailSchema.strict().parse(a)).toEqual(a)
    for (const field of ['id', 'title', 'addedAt', 'imageUrl'] as const) {
      expect(new Set(seedArticles.map((a) => a[field])).size, field).toBe(seedArticles.length)
    }
  })

  it('dates articles between March and November 2025', () => {
    for (const a of seedArticles) {
      expect(toWarsawDateKey(new Date(a.addedAt)) >= '2025-03-01', a.addedAt).toBe(true)
      expect(toWarsawDateKey(new Date(a.addedAt)) <= '2025-11-30', a.addedAt).toBe(true)
    }
  })

  it('tags each article with 1-3 shared tags, and every tag is used more than once', () => {
    for (const a of seedArticles) {
      expect(a.tags.length).toBeGreaterThanOrEqual(1)
      expect(a.tags.length).toBeLessThanOrEqual(3)
      for (const tag of a.tags) expect(seedBlogTags).toContain(tag)
    }
    for (const tag of seedBlogTags) {
      const count = seedArticles.filter((a) => a.tags.includes(tag)).length
      expect(count, tag).toBeGreaterThan(1)
      expect(count, tag).toBeLessThan(seedArticles.length)
    }
  })

  it('serves a small SVG with a title for every article image', () => {
    for (const a of seedArticles) {
      expect(a.imageUrl).toMatch(/^\/api\/media\/blog\/[a-z0-9-]+\.svg$/)
      const file = media(a.imageUrl.replace('/api/media/', ''))
      expect(existsSync(file), a.imageUrl).toBe(true)
      expect(statSync(file).size).toBeLessThan(3 * 1024)
      const svg = readFileSync(file, 'utf8')
      expect(svg).toContain('viewBox="0 0 1200 675"')
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/)
    }
  })

  it('has rich HTML content, and math in at least two articles', () => {
    for (const a of seedArticles) {
      for (const tag of ['<h2>', '<p>', '<blockquote>']) expect(a.content, a.title).toContain(tag)
      expect(a.content, a.title).toMatch(/<[uo]l>/)
      expect(a.content, a.title).toMatch(/<a href="(https:\/\/|\/)/)
      expect(a.content).not.toContain('${')
    }
    const withMath = seedArticles.filter((a) => /\$\$[^$]+\$\$/.test(a.content))
    expect(withMath.length).toBeGreaterThanOrEqual(2)
    expect(seedArticles.some((a) => a.content.includes('R = e^{-t/S}'))).toBe(true)
  })
})

describe('diagnostics seed', () => {
  it('parses, has stable ids and covers every category, some reviewed', () => {
    expect(seedDiagnostics.length).toBeGreaterThanOrEqual(20)
    seedDiagnostics.forEach((d, i) => {
      expect(DiagnosticSchema.strict().parse(d)).toEqual(d)
      expect(d.id).toBe(`diag-${String(i + 1).padStart(3, '0')}`)
    })
    for (const category of DIAGNOSTIC_CATEGORIES) {
      expect(
        seedDiagnostics.some((d) => d.category === category),
        category,
      ).toBe(true)
    }
    const reviewed = seedDiagnostics.filter((d) => d.reviewed).length
    expect(reviewed).toBeGreaterThan(0)
    expect(reviewed).toBeLessThan(seedDiagnostics.length)
  })

  it('spreads records over 2025-10-01..2025-11-20, oldest first', () => {
    const times = seedDiagnostics.map((d) => d.createdAt)
    expect([...times].sort()).toEqual(times)
    expect(toWarsawDateKey(new Date(times[0] ?? ''))).toBe('2025-10-01')
    expect(toWarsawDateKey(new Date(times.at(-1) ?? ''))).toBe('2025-11-20')
  })
})

describe('traces seed', () => {
  it('has 120 valid traces with sequential ids in time order', () => {
    expect(seedTraces).toHaveLength(120)
    seedTraces.forEach((t, i) => {
      expect(TraceSchema.parse(t)).toEqual(t)
      expect(t.id).toBe(`trace-${String(i + 1).padStart(4, '0')}`)
      expect(t.href).toBe(`${t.origin}${t.pathname}${t.searchParams}`)
    })
    const times = seedTraces.map((t) => t.createdAt)
    expect([...times].sort()).toEqual(times)
  })

  it('spans the three Warsaw days 2025-11-18..20 with several sessions each', () => {
    const days = new Map<string, Set<string>>()
    for (const t of seedTraces) {
      const day = toWarsawDateKey(new Date(t.createdAt))
      days.set(day, (days.get(day) ?? new Set()).add(t.sessionId))
    }
    expect([...days.keys()]).toEqual(['2025-11-18', '2025-11-19', '2025-11-20'])
    for (const sessions of days.values()) expect(sessions.size).toBeGreaterThanOrEqual(3)
  })

  it('is mostly page views, with cookie choices and experiment views', () => {
    const count = (type: string) => seedTraces.filter((t) => t.traceType === type).length
    expect(count('PAGE_VIEW')).toBeGreaterThan(seedTraces.length / 2)
    expect(count('COOKIES_ACCEPTED')).toBeGreaterThan(0)
    expect(count('COOKIES_REJECTED')).toBeGreaterThan(0)
    const experiments = seedTraces.filter((t) => t.traceType === 'EXPERIMENT_VIEW')
    expect(experiments.length).toBeGreaterThan(0)
    for (const t of experiments) expect(t.traceTypeForExperiment).toBeDefined()
    for (const t of seedTraces.filter((t) => t.traceType !== 'EXPERIMENT_VIEW')) {
      expect(t.traceTypeForExperiment).toBeUndefined()
    }
  })

  it('points blog page views at seeded articles', () => {
    const ids = new Set(seedArticles.map((a) => a.id))
    const blogViews = seedTraces.filter((t) => t.pathname.startsWith('/blog/'))
    expect(blogViews.length).toBeGreaterThan(0)
    for (const t of blogViews) expect(ids.has(t.pathname.slice('/blog/'.length))).toBe(true)
  })
})

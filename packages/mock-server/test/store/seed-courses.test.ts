import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Course, Episode } from '@app/contract/courses'
import { CourseSchema } from '@app/contract/courses'
import { MEDIA_ROOT } from '../../src/plugins/media'
import { seedCourses } from '../../src/store/seed/courses'

const media = (path: string) => join(MEDIA_ROOT, path)

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

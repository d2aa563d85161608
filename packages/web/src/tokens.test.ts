import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SUBJECT_KEYS } from './lib/subjects'

type Theme = 'light' | 'dark'

/** The colour tokens of tokens.css, each resolved to a hex colour per theme. */
function colourTokens(): Record<string, Record<Theme, string>> {
  const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8')
  const raw = new Map<string, string>()
  for (const [, name, value] of css.matchAll(/(--color-[\w-]+):\s*([^;]+);/g))
    raw.set(name!, value!.trim())
  const resolve = (value: string, theme: Theme): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value)
    if (reference) return resolve(raw.get(reference[1]!)!, theme)
    const pair = /^light-dark\(\s*(#[\da-f]+)\s*,\s*(#[\da-f]+)\s*\)$/i.exec(value)
    if (pair) return theme === 'light' ? pair[1]! : pair[2]!
    return value
  }
  const tokens: Record<string, Record<Theme, string>> = {}
  for (const [name, value] of raw) {
    const light = resolve(value, 'light')
    const dark = resolve(value, 'dark')
    if (light.startsWith('#') && dark.startsWith('#')) tokens[name] = { light, dark }
  }
  return tokens
}

function luminance(hex: string): number {
  const digits = hex.slice(1)
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (high! + 0.05) / (low! + 0.05)
}

/** Text on the backgrounds it is used on (WCAG 2.2 AA: 4.5:1). */
const TEXT_PAIRS: [string, string][] = [
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-subtle'],
  ['--color-text', '--color-brand-subtle'],
  ['--color-text', '--color-accent-subtle'],
  ['--color-text', '--color-warning-subtle'],
  ['--color-text', '--color-danger-subtle'],
  ['--color-text', '--color-success-subtle'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-surface-subtle'],
  ['--color-brand', '--color-surface'],
  ['--color-brand', '--color-surface-subtle'],
  ['--color-brand', '--color-brand-subtle'],
  ['--color-brand-strong', '--color-surface'],
  ['--color-on-brand', '--color-brand'],
  ['--color-on-brand', '--color-brand-strong'],
  ['--color-on-brand', '--color-danger'],
  ['--color-accent-text', '--color-surface'],
  ['--color-accent-text', '--color-accent-subtle'],
  ['--color-danger', '--color-surface'],
  ['--color-danger-text', '--color-surface'],
  ['--color-danger-text', '--color-danger-subtle'],
  ['--color-success-text', '--color-surface'],
  ['--color-success-text', '--color-success-subtle'],
  // Each subject's text colour on its chip and on the page (the one map: the subject section).
  ...SUBJECT_KEYS.flatMap((key): [string, string][] => [
    [`--color-subject-${key}-text`, `--color-subject-${key}-bg`],
    [`--color-subject-${key}-text`, '--color-surface'],
    ['--color-text', `--color-subject-${key}-bg`],
  ]),
]

/** Control borders, the focus ring and status borders against the page (3:1). */
const CONTROL_PAIRS: [string, string][] = [
  ['--color-border-strong', '--color-surface'],
  ['--color-border-strong', '--color-surface-subtle'],
  ['--color-brand', '--color-surface'],
  ['--color-danger', '--color-surface'],
  ['--color-success', '--color-surface'],
  ['--color-warning', '--color-surface'],
  ['--color-warning', '--color-warning-subtle'],
  ['--color-accent-border', '--color-surface'],
]

describe('colour tokens', () => {
  const tokens = colourTokens()

  it.each(['light', 'dark'] as const)('keep WCAG AA contrast in the %s theme', (theme) => {
    const failures = [
      ...TEXT_PAIRS.map(([fg, bg]) => [fg, bg, 4.5] as const),
      ...CONTROL_PAIRS.map(([fg, bg]) => [fg, bg, 3] as const),
    ]
      .map(([fg, bg, minimum]) => {
        const ratio = contrast(tokens[fg]![theme], tokens[bg]![theme])
        return { pair: `${fg} on ${bg}`, ratio: Math.round(ratio * 100) / 100, minimum }
      })
      .filter(({ ratio, minimum }) => ratio < minimum)
    expect(failures).toEqual([])
  })

  it('give every subject key a background and a text colour, scoped by data-subject', () => {
    const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8')
    for (const key of SUBJECT_KEYS) {
      expect(tokens[`--color-subject-${key}-bg`], key).toBeDefined()
      expect(tokens[`--color-subject-${key}-text`], key).toBeDefined()
      expect(css, key).toContain(`[data-subject='${key}'] {`)
    }
  })

  it('flip the surfaces and the text between the themes', () => {
    // The surfaces flip: a token left equal in both themes must still read on both.
    expect(tokens['--color-surface']!.light).not.toBe(tokens['--color-surface']!.dark)
    expect(tokens['--color-text']!.light).not.toBe(tokens['--color-text']!.dark)
  })
})

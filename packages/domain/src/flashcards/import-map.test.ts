import { describe, expect, it } from 'vitest'
import {
  detectImportFormat,
  exportCards,
  importRowMessage,
  mapImportRows,
  normalizeFront,
  parseImport,
  suggestMapping,
} from './import'

describe('mapImportRows', () => {
  const map = (text: string, existingFronts: string[] = [], options = detectImportFormat(text)) => {
    const { rows } = parseImport(text, options)
    return mapImportRows(rows, suggestMapping(options, rows[0]?.cells.length ?? 0), {
      html: options.html,
      existingFronts,
    })
  }

  it('validates each row like a card', () => {
    const long = (n: number) => 'x'.repeat(n)
    const text = [
      'dom\thouse',
      'kot\t',
      '\tdog',
      `${long(1000)}\tok`,
      `${long(1001)}\tok`,
      `ok\t${long(4000)}`,
      `ok2\t${long(4001)}`,
      'sam',
      'a\tb\tc',
      '  ptak  \t  bird ',
    ].join('\n')
    expect(map(text).map((r) => [r.row, r.error])).toEqual([
      [1, null],
      [2, 'brak odpowiedzi'],
      [3, 'brak pytania'],
      [4, null],
      [5, 'za długi przód (najwyżej 1000 znaków)'],
      [6, null],
      [7, 'za długi tył (najwyżej 4000 znaków)'],
      [8, 'zła liczba kolumn'],
      [9, 'zła liczba kolumn'],
      [10, null],
    ])
    expect(map(text)[9]).toMatchObject({ front: 'ptak', back: 'bird' })
    expect(importRowMessage(2, 'brak odpowiedzi')).toBe('Wiersz 2: brak odpowiedzi')
  })

  it('finds duplicates in the file and in the deck', () => {
    const rows = map(
      'Dom\thouse\nkot\tcat\n  dom \thome\nKOT\tkitty\npies\tdog\nPies  i\u00a0kot\tx\nPIES I KOT\ty\nkot\tcat\n',
      ['pies', 'Pies '],
    )
    expect(rows.map((r) => [r.row, r.duplicateOf, r.warnings])).toEqual([
      [1, null, []],
      [2, null, []],
      [3, 1, ['duplikat wiersza 1']],
      [4, 2, ['duplikat wiersza 2']],
      [5, 'deck', ['taka fiszka jest już w talii']],
      [6, null, []],
      [7, 6, ['duplikat wiersza 6']],
      [8, 2, ['duplikat wiersza 2']],
    ])
    expect(rows.every((r) => r.error === null)).toBe(true)
  })

  it.each([
    ['Dom', 'dom'],
    ['  wiele   spacji\n i\tlinii ', 'wiele spacji i linii'],
    ['Z\u0307ółw', 'żółw'], // NFD ż → NFC
    ['ŁÓDŹ', 'łódź'],
  ])('normalizeFront(%j) = %j', (front, key) => {
    expect(normalizeFront(front)).toBe(key)
  })

  it('reads an Anki file: HTML to text, tags split on spaces, meta columns skipped', () => {
    const text = [
      '#separator:tab',
      '#html:true',
      '#notetype column:1',
      '#deck column:2',
      '#tags column:5',
      'Basic\tPolski\tdom<br>budynek\t<div>house</div>[sound:h.mp3]\tang  rzeczowniki ang',
      'Basic\tPolski\t<img src="k.png">\tcat\t',
    ].join('\n')
    expect(map(text)).toEqual([
      {
        row: 6,
        // <br> is a Markdown hard line break since decision 0144.
        front: 'dom\\\nbudynek',
        back: 'house',
        tags: ['ang', 'rzeczowniki'],
        error: null,
        duplicateOf: null,
        warnings: ['dźwięk pominięty'],
      },
      {
        row: 7,
        front: '',
        back: 'cat',
        tags: [],
        error: 'brak pytania',
        duplicateOf: null,
        warnings: ['obrazek pominięty'],
      },
    ])
  })

  it('refuses too many or too long tags', () => {
    const many = Array.from({ length: 11 }, (_, i) => `t${i}`).join(' ')
    const rows = map(`#separator:tab\n#tags column:3\na\tb\t${many}\nc\td\t${'t'.repeat(41)}\n`)
    expect(rows.map((r) => r.error)).toEqual([
      'za dużo tagów (najwyżej 10)',
      'za długi tag (najwyżej 40 znaków)',
    ])
  })
})

describe('export → import round trip', () => {
  const cards = [
    { front: '=SUM(A1)', back: 'formuła', tags: ['excel'] },
    { front: '-5 + 3', back: '-2', tags: [] },
    { front: '+48 22', back: '@handle', tags: ['a', 'b'] },
    { front: "'cytat'", back: "''", tags: [] },
    { front: 'dom, budynek', back: 'house\n„cudzysłów” i "quotes", a\ttab', tags: ['ang'] },
    { front: 'żółć', back: 'bile; gall', tags: ['pl::słowa'] },
  ]

  it.each(['csv', 'tsv'] as const)('%s', (format) => {
    const text = exportCards(cards, format)
    const options = detectImportFormat(text)
    expect(options).toMatchObject({
      source: 'csv',
      hasHeader: true,
      ourExport: true,
      tagsColumn: 2,
    })
    const { rows, header } = parseImport(text, options)
    expect(header).toEqual(['przód', 'tył', 'tagi'])
    const mapped = mapImportRows(rows, suggestMapping(options, 3), {
      html: false,
      existingFronts: [],
    })
    expect(mapped.map(({ front, back, tags }) => ({ front, back, tags }))).toEqual(cards)
    expect(mapped.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 8])
  })

  it('is safe in a spreadsheet: no cell starts with a formula character', () => {
    const text = exportCards(cards, 'csv')
    expect(text.startsWith('\uFEFFprzód,tył,tagi\r\n')).toBe(true)
    expect(text).toContain("'=SUM(A1),formuła,excel\r\n")
    expect(text).toContain("'-5 + 3,'-2,\r\n")
    expect(text).toContain("'+48 22,'@handle,a b\r\n")
    expect(text).toContain("''cytat',''',\r\n")
    expect(exportCards([{ front: 'a', back: 'b', tags: ['język polski'] }], 'tsv')).toContain(
      'a\tb\tjęzyk_polski\r\n',
    )
  })
})

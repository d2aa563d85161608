import { describe, expect, it } from 'vitest'
import { detectImportFormat, parseImport, type ImportOptions } from './import'

const TSV: ImportOptions = {
  source: 'csv',
  fieldSeparator: '\t',
  cardSeparator: 'newline',
  html: false,
  tagsColumn: null,
}
const cellsOf = (text: string, options: ImportOptions) =>
  parseImport(text, options).rows.map((r) => [r.row, r.cells])

describe('detectImportFormat', () => {
  it.each([
    // file start, expected options (in part)
    [
      '#separator:tab\n#html:true\n#tags column:3\ndom\thouse\tang\n',
      { source: 'anki', fieldSeparator: '\t', html: true, tagsColumn: 2 },
    ],
    [
      '#separator:Tab\n#html:false\na\tb\n',
      { source: 'anki', fieldSeparator: '\t', html: false, tagsColumn: null },
    ],
    ['#separator:comma\n#html:false\na,b\n', { source: 'anki', fieldSeparator: ',' }],
    ['#separator:Semicolon\na;b\n', { source: 'anki', fieldSeparator: ';' }],
    ['#separator:Pipe\na|b\n', { source: 'anki', fieldSeparator: '|' }],
    ['#separator:space\na b\n', { source: 'anki', fieldSeparator: ' ' }],
    ['#separator:Colon\na:b\n', { source: 'anki', fieldSeparator: ':' }],
    ['#separator:,\na,b\n', { source: 'anki', fieldSeparator: ',' }],
    ['\uFEFF#separator:tab\r\n#html:true\r\na\tb\r\n', { source: 'anki', html: true }],
    [
      '#separator:tab\n#notetype column:1\n#deck column:2\n#tags column:5\nBasic\tD\ta\tb\tt\n',
      { notetypeColumn: 0, deckColumn: 1, tagsColumn: 4 },
    ],
    ['#html:true\na\tb<br>c\n', { source: 'anki', fieldSeparator: '\t', html: true }],
    ['#separator:tab\na\t<b>b</b>\n', { source: 'anki', html: true }],
    [
      'dom\thouse\nkot\tcat\n',
      { source: 'quizlet', fieldSeparator: '\t', cardSeparator: 'newline', html: false },
    ],
    ['dom,house\nkot,cat\n', { source: 'quizlet', fieldSeparator: ',', cardSeparator: 'newline' }],
    [
      'dom\thouse;kot\tcat;pies\tdog',
      { source: 'quizlet', fieldSeparator: '\t', cardSeparator: ';' },
    ],
    ['dom,house;kot,cat;pies,dog', { source: 'quizlet', fieldSeparator: ',', cardSeparator: ';' }],
    ['"dom, budynek",house\nkot,cat\n', { source: 'csv', fieldSeparator: ',' }],
    ['front,back\ndom,house\n', { source: 'csv', hasHeader: true, tagsColumn: null }],
    [
      'Pytanie;Odpowiedź;Tagi\ndom;house;ang\n',
      { source: 'csv', fieldSeparator: ';', hasHeader: true, tagsColumn: 2 },
    ],
    [
      '\uFEFFprzód,tył,tagi\r\na,b,\r\n',
      { source: 'csv', fieldSeparator: ',', hasHeader: true, ourExport: true, tagsColumn: 2 },
    ],
    ['przód\ttył\ttagi\na\tb\t\n', { fieldSeparator: '\t', ourExport: true }],
    ['jedna kolumna\n', { source: 'quizlet', fieldSeparator: '\t' }],
  ])('%j', (text, expected) => {
    expect(detectImportFormat(text)).toMatchObject(expected)
  })
})

describe('parseImport', () => {
  it.each([
    [
      'LF',
      'a\tb\nc\td\n',
      [
        [1, ['a', 'b']],
        [2, ['c', 'd']],
      ],
    ],
    [
      'CRLF',
      'a\tb\r\nc\td\r\n',
      [
        [1, ['a', 'b']],
        [2, ['c', 'd']],
      ],
    ],
    [
      'CR',
      'a\tb\rc\td',
      [
        [1, ['a', 'b']],
        [2, ['c', 'd']],
      ],
    ],
    ['a BOM', '\uFEFFa\tb\n', [[1, ['a', 'b']]]],
    [
      'empty lines',
      '\na\tb\n\n  \n\t\nc\td\n\n',
      [
        [2, ['a', 'b']],
        [6, ['c', 'd']],
      ],
    ],
    [
      'quoted newlines',
      '"wiersz 1\nwiersz 2"\tb\nc\t"d\r\ne"\nf\tg',
      [
        [1, ['wiersz 1\nwiersz 2', 'b']],
        [3, ['c', 'd\ne']],
        [5, ['f', 'g']],
      ],
    ],
    [
      '"" escapes and separators in quotes',
      '"powiedział ""tak"""\t"a\tb"\n',
      [[1, ['powiedział "tak"', 'a\tb']]],
    ],
    [
      'an unclosed quote',
      'a\tb\n"c\td\ne\tf',
      [
        [1, ['a', 'b']],
        [2, ['c\td\ne\tf']],
      ],
    ],
  ])('%s', (_, text, rows) => {
    expect(cellsOf(text, TSV)).toEqual(rows)
  })

  it('marks an unclosed quote', () => {
    expect(parseImport('"c\td', TSV).rows[0]?.error).toBe('niezamknięty cudzysłów')
  })

  it('skips Anki meta lines but counts them', () => {
    const text =
      '#separator:tab\n#html:false\n#columns:Przód\tTył\n#tags column:3\ndom\thouse\tang\n# nie meta\tx\t\n'
    const parsed = parseImport(text, detectImportFormat(text))
    expect(parsed.header).toEqual(['Przód', 'Tył'])
    expect(parsed.rows).toEqual([
      { row: 5, cells: ['dom', 'house', 'ang'] },
      { row: 6, cells: ['# nie meta', 'x', ''] },
    ])
  })

  it.each([
    [
      'tab, newline',
      '\t',
      'newline',
      'dom\thouse\nkot\tcat\n',
      [
        [1, ['dom', 'house']],
        [2, ['kot', 'cat']],
      ],
    ],
    [
      'comma, newline',
      ',',
      'newline',
      'dom,house\nkot,cat',
      [
        [1, ['dom', 'house']],
        [2, ['kot', 'cat']],
      ],
    ],
    [
      'custom " - ", newline',
      ' - ',
      'newline',
      'dom - house\n"kot" - cat',
      [
        [1, ['dom', 'house']],
        [2, ['"kot"', 'cat']],
      ],
    ],
    [
      'tab, semicolon',
      '\t',
      ';',
      'dom\thouse;kot\tcat;',
      [
        [1, ['dom', 'house']],
        [2, ['kot', 'cat']],
      ],
    ],
    [
      'comma, semicolon',
      ',',
      ';',
      'dom,house;kot,cat',
      [
        [1, ['dom', 'house']],
        [2, ['kot', 'cat']],
      ],
    ],
    [
      'custom "=", custom "\\n\\n"',
      '=',
      '\n\n',
      'dom=house\nbudynek\n\nkot=cat',
      [
        [1, ['dom', 'house\nbudynek']],
        [2, ['kot', 'cat']],
      ],
    ],
  ])('Quizlet: %s', (_, fieldSeparator, cardSeparator, text, rows) => {
    const options: ImportOptions = {
      source: 'quizlet',
      fieldSeparator,
      cardSeparator,
      html: false,
      tagsColumn: null,
    }
    expect(cellsOf(text, options)).toEqual(rows)
  })

  it('takes the header row off when asked', () => {
    const text = 'front,back\ndom,house\n'
    expect(parseImport(text, detectImportFormat(text))).toEqual({
      header: ['front', 'back'],
      rows: [{ row: 2, cells: ['dom', 'house'] }],
    })
  })
})

import { describe, expect, it } from 'vitest'
import ankiExport from './fixtures/anki-notes-plain-text.txt?raw'
import { detectImportFormat, mapImportRows, parseImport, suggestMapping } from './import'

// Anki 2.1.55+ "Notes in Plain Text" with every column ticked (rslib/src/import_export/text/csv/
// export.rs): GUID, note type, deck, the note's fields, tags; 19 notes, one of them on two lines.
const read = (text: string, splitDecks = false) => {
  const options = { ...detectImportFormat(text), splitDecks }
  const parsed = parseImport(text, options)
  const mapping = suggestMapping(options, parsed.rows[0]?.cells.length ?? 0, parsed.header)
  const rows = mapImportRows(parsed.rows, mapping, {
    html: options.html,
    existingFronts: [],
    splitDecks,
    globalTags: options.globalTags,
  })
  return { options, mapping, rows }
}

describe("Anki's export with GUID, note type, deck and tags columns", () => {
  it('honours every directive: no meta column becomes a side', () => {
    const { options, mapping, rows } = read(ankiExport)
    expect(options).toMatchObject({
      source: 'anki',
      fieldSeparator: '\t',
      html: true,
      guidColumn: 0,
      notetypeColumn: 1,
      deckColumn: 2,
      tagsColumn: 5,
    })
    expect(mapping).toEqual({ front: 3, back: 4, tags: 5, guid: 0, deck: 2 })
    expect(rows).toHaveLength(19)
    expect(rows.filter((row) => row.error !== null || row.duplicateOf !== null)).toEqual([])
    expect(rows[0]).toEqual({
      row: 7,
      front: 'Jak sprawdzić długość listy `xs`?',
      back: '`len(xs)`',
      tags: ['python', 'python::podstawy'],
      error: null,
      duplicateOf: null,
      warnings: [],
      externalId: 'Ea5|L0k(v/',
    })
    expect(rows.at(-1)).toMatchObject({
      row: 26,
      front: '"break the ice"',
      back: 'przełamać lody',
      externalId: 'T5@kI0yW$e',
    })
    // No GUID, note type or deck name ended up on a card.
    for (const row of rows) {
      expect(`${row.front} ${row.back}`).not.toMatch(/Basic|Programowanie::|Angielski|Ea5\|/)
    }
  })

  it('keeps the formatting as Markdown: code, bold, italics, line breaks, lists', () => {
    const byFront = new Map(read(ankiExport).rows.map((row) => [row.front, row.back]))
    expect(byFront.get('Co robi **list comprehension**?')).toBe(
      'Tworzy listę w jednym wyrażeniu:\\\n`[x * 2 for x in xs]`',
    )
    expect(byFront.get('Typy niezmienne w Pythonie')).toBe('- int\n- str\n- tuple')
    expect(byFront.get('Kolejność argumentów `range`')).toBe('1. start\n2. stop\n3. krok')
    expect(byFront.get('*Truthy* czy *falsy*: pusta lista?')).toBe(
      '**falsy**: `bool([])` to `False`',
    )
    expect(byFront.get('Jak otworzyć plik do odczytu?')).toBe(
      '```\nwith open("notatki.txt") as f:\n    tekst = f.read()\n```',
    )
    expect(byFront.get('Czym zaczyna się komentarz w Pythonie?')).toBe('Znakiem `#`')
  })

  it("names each row's Anki deck when the import makes one deck per Anki deck", () => {
    const { rows } = read(ankiExport, true)
    const decks = rows.map((row) => row.deck)
    expect(decks.filter((deck) => deck === 'Programowanie::Python')).toHaveLength(12)
    expect(decks.filter((deck) => deck === 'Angielski')).toHaveLength(7)
    expect(read(ankiExport).rows.every((row) => row.deck === undefined)).toBe(true)
  })

  it('counts duplicates within each target deck, and a repeated GUID as a duplicate', () => {
    const text = [
      '#separator:tab',
      '#html:false',
      '#guid column:1',
      '#deck column:2',
      'g1\tA\tdom\thouse',
      'g2\tB\tdom\thouse',
      'g1\tA\tinny\tother',
    ].join('\n')
    expect(read(text, true).rows.map((row) => row.duplicateOf)).toEqual([null, null, 5])
    expect(read(text, false).rows.map((row) => row.duplicateOf)).toEqual([null, 5, 5])
  })
})

describe('Anki directives', () => {
  it.each([
    // file start, expected options (in part)
    ['#separator:tab\n#guid column:1\ng\ta\tb\n', { guidColumn: 0, tagsColumn: null }],
    // Meta lines exported by mistake as rows end in separators, as Anki reads them.
    [
      '#separator:tab\t\t\n#html:true\t\t\n#tags column:3\t\t\na\tb\tt\n',
      { fieldSeparator: '\t', html: true, tagsColumn: 2 },
    ],
    ['#separator:,,,\n#html:false,,\na,b\n', { fieldSeparator: ',', html: false }],
    [
      '#separator:tab\n#columns:GUID\tPrzód\tTył\tTags\tDeck\ng\ta\tb\tt\tD\n',
      { guidColumn: 0, tagsColumn: 3, deckColumn: 4 },
    ],
    ['#separator:tab\n#tags:ang  słówka\na\tb\n', { globalTags: ['ang', 'słówka'] }],
  ])('%j', (text, expected) => {
    expect(detectImportFormat(text)).toMatchObject(expected)
  })

  it('maps the sides by the names of #columns, and adds the #tags to every note', () => {
    const text = '#separator:tab\n#tags:ang\n#columns:Tags\tBack\tFront\nt1\tdom\thouse\n'
    const { mapping, rows } = read(text)
    expect(mapping).toMatchObject({ front: 2, back: 1, tags: 0 })
    expect(rows[0]).toMatchObject({ front: 'house', back: 'dom', tags: ['ang', 't1'] })
  })
})

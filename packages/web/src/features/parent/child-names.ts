/**
 * A child's first name as the result pages say it (issue 30: 'Wysłaliśmy prośbę do Kuby. Gdy się
 * zgodzi, zobaczysz jego postępy.'). The API gives the first name as it is ('Kuba', decision
 * 0196); the genitive after 'do' and the possessive are the page's business. Polish first names
 * follow a handful of regular patterns; a name outside them (a foreign one) is left as written,
 * which reads as an indeclinable name does.
 */

/** Men's names that end in -a (Polish grammar declines them as feminine nouns, the person is male). */
const MALE_IN_A = new Set([
  'kuba',
  'barnaba',
  'bonawentura',
  'kosma',
  'jarema',
  'dyzma',
  'zawisza',
  'sasza',
  'nikita',
  'misza',
  'grisza',
  'ezra',
  'luca',
  'noa',
])

/** Women's names that do not end in -a; left undeclined ('do Noemi', 'do Nel'). */
const FEMALE_OTHER = new Set([
  'noemi',
  'naomi',
  'nel',
  'miriam',
  'inez',
  'abigail',
  'ruth',
  'karmen',
  'dolores',
  'beatrycze',
])

/** Men's names whose 'e' drops in the genitive: 'Kacper' → 'Kacpra'. */
const MOBILE_E: Record<string, string> = { kacper: 'kacpr', aleksander: 'aleksandr' }

/** Consonants after which 'i' only marks softness: 'Zosia' → 'Zosi', but 'Julia' → 'Julii'. */
const SOFTENED = /(?:[scnz]|dz)ia$/i

const keepCase = (original: string, lower: string) =>
  original[0] === original[0]?.toLocaleUpperCase('pl')
    ? lower.charAt(0).toLocaleUpperCase('pl') + lower.slice(1)
    : lower

/** Whether the name is, by its form, a woman's (a man's ending in -a is listed in MALE_IN_A). */
export function isFeminineName(firstName: string): boolean {
  const name = firstName.trim().toLocaleLowerCase('pl')
  return (name.endsWith('a') && !MALE_IN_A.has(name)) || FEMALE_OTHER.has(name)
}

/** 'jego' or 'jej': whose progress the parent will see. */
export const possessiveOf = (firstName: string) => (isFeminineName(firstName) ? 'jej' : 'jego')

/** The genitive, as after 'do': 'Kuby', 'Zosi', 'Julii', 'Mai', 'Marka', 'Pawła', 'Jerzego'. */
export function genitiveOf(firstName: string): string {
  const original = firstName.trim()
  const name = original.toLocaleLowerCase('pl')
  if (name.length < 2 || !/^[a-ząćęłńóśźż]+$/.test(name) || FEMALE_OTHER.has(name)) return original
  const stem = (cut: number) => name.slice(0, name.length - cut)
  const declined = ((): string | null => {
    if (name.endsWith('a')) {
      if (SOFTENED.test(name)) return `${stem(1)}` // Zosia → Zosi, Kasia → Kasi, Ania → Ani
      if (name.endsWith('ia')) return `${stem(1)}i` // Julia → Julii, Maria → Marii
      if (name.endsWith('ja')) return `${stem(2)}i` // Maja → Mai
      if (/[kgl]a$/.test(name)) return `${stem(1)}i` // Monika → Moniki, Olga → Olgi, Ola → Oli
      if (/(?:cz|sz|rz|ż|c)a$/.test(name)) return `${stem(1)}y` // Natasza → Nataszy
      return `${stem(1)}y` // Kuba → Kuby, Anna → Anny
    }
    if (MOBILE_E[name]) return `${MOBILE_E[name]}a`
    if (/[^aeiouyąęó]ek$/.test(name)) return `${stem(2)}ka` // Marek → Marka, Bartek → Bartka
    if (name.endsWith('eł')) return `${stem(2)}ła` // Paweł → Pawła
    if (name.endsWith('ś')) return `${stem(1)}sia` // Staś → Stasia
    if (name.endsWith('ń')) return `${stem(1)}nia` // Szymoń (rare) → Szymonia
    if (name.endsWith('ć')) return `${stem(1)}cia`
    if (name.endsWith('ź')) return `${stem(1)}zia`
    if (name.endsWith('y')) return `${stem(1)}ego` // Jerzy → Jerzego
    if (name.endsWith('i')) return `${name}ego` // Antoni → Antoniego
    if (name.endsWith('o')) return `${stem(1)}a` // Mieszko → Mieszka, Kazio → Kazia
    if (/[bcdfghjklłmnprstwzż]$/.test(name)) return `${name}a` // Jan → Jana, Michał → Michała
    return null
  })()
  return declined === null ? original : keepCase(original, declined)
}

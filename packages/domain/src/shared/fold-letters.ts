/**
 * Lower case without diacritics: 'Łódź Żółć' → 'lodz zolc'. 'ł' has no combining form, so it is
 * mapped by hand; the other Polish letters (and any accented Latin letter) lose their marks.
 */
export function foldLetters(text: string): string {
  return text.toLocaleLowerCase('pl').replace(/ł/g, 'l').normalize('NFD').replace(/\p{M}/gu, '')
}

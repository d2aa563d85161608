import { describe, expect, it } from 'vitest'
import { genitiveOf, possessiveOf } from './child-names'

describe('genitiveOf', () => {
  it.each([
    ['Kuba', 'Kuby'],
    ['Zosia', 'Zosi'],
    ['Kasia', 'Kasi'],
    ['Ania', 'Ani'],
    ['Julia', 'Julii'],
    ['Maria', 'Marii'],
    ['Maja', 'Mai'],
    ['Monika', 'Moniki'],
    ['Olga', 'Olgi'],
    ['Ola', 'Oli'],
    ['Anna', 'Anny'],
    ['Natasza', 'Nataszy'],
    ['Marek', 'Marka'],
    ['Bartek', 'Bartka'],
    ['Paweł', 'Pawła'],
    ['Staś', 'Stasia'],
    ['Jerzy', 'Jerzego'],
    ['Antoni', 'Antoniego'],
    ['Mieszko', 'Mieszka'],
    ['Jan', 'Jana'],
    ['Michał', 'Michała'],
    ['Tomasz', 'Tomasza'],
    ['Kacper', 'Kacpra'],
    ['Aleksander', 'Aleksandra'],
    ['Andrzej', 'Andrzeja'],
    ['Mikołaj', 'Mikołaja'],
    ['Piotr', 'Piotra'],
  ])('%s → %s', (name, genitive) => {
    expect(genitiveOf(name)).toBe(genitive)
  })

  it('leaves a name outside the patterns as written', () => {
    for (const name of ['Noemi', 'Nel', 'X', 'Chloé', 'Anna-Maria', ''])
      expect(genitiveOf(name)).toBe(name)
  })
})

describe('possessiveOf', () => {
  it.each([
    ['Kuba', 'jego'],
    ['Zosia', 'jej'],
    ['Anna', 'jej'],
    ['Michał', 'jego'],
    ['Barnaba', 'jego'],
    ['Noemi', 'jej'],
  ])('%s → %s', (name, word) => {
    expect(possessiveOf(name)).toBe(word)
  })
})

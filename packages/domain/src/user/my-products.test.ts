import { describe, expect, it } from 'vitest'
import { myProducts } from './my-products'
import { PERSONAS } from '../shared/test-personas'

const targets = (cards: { to: string }[]) => cards.map((card) => card.to)

describe('myProducts', () => {
  it('lists the course of each course group, in menu order', () => {
    expect(targets(myProducts(PERSONAS.student).courses)).toEqual([
      '/produkt/kurs-efektywnego-dzialania',
    ])
    expect(targets(myProducts(PERSONAS.mini).courses)).toEqual([
      '/produkt/podstawy-efektywnego-dzialania',
    ])
    expect(targets(myProducts(PERSONAS.parent).courses)).toEqual(['/produkt/zrozumiec-nastolatka'])
    expect(myProducts(PERSONAS.noGroups).courses).toEqual([])
  })

  it('lists the chat, the tools whose feature flag is on, then the community', () => {
    expect(targets(myProducts(PERSONAS.student).tools)).toEqual([
      '/produkt/chat',
      '/produkt/planer-nauki',
      '/produkt/plan-dominacji',
      '/produkt/fiszki',
      '/produkt/zadania',
      '/produkt/spolecznosc',
    ])
    expect(targets(myProducts(PERSONAS.plannerOnly).tools)).toEqual([
      '/produkt/chat',
      '/produkt/planer-nauki',
      '/produkt/spolecznosc',
    ])
  })

  it('lists the tasks tool to reviewers and admins without its flag (decision 0181)', () => {
    expect(targets(myProducts(PERSONAS.reviewer).tools)).toContain('/produkt/zadania')
    expect(targets(myProducts(PERSONAS.admin).tools)).toContain('/produkt/zadania')
    expect(targets(myProducts(PERSONAS.assistant).tools)).not.toContain('/produkt/zadania')
  })

  // Decision 0145: the API gives the community's links to members only (any group).
  it('lists the community only to those who can join it', () => {
    const freeAccount = { ...PERSONAS.noGroups, newFlow: true }
    // The chat is everybody's (decision 0160).
    expect(targets(myProducts(freeAccount).tools)).toEqual(['/produkt/chat'])
    expect(myProducts(freeAccount).courses).toEqual([])
    const proWithoutCourse = { ...freeAccount, features: PERSONAS.student.features }
    expect(targets(myProducts(proWithoutCourse).tools)).not.toContain('/produkt/spolecznosc')
    const parentWithoutCourse = { ...PERSONAS.noGroups, isParent: true }
    expect(targets(myProducts(parentWithoutCourse).tools)).toEqual([
      '/produkt/chat',
      '/produkt/panel-rodzica',
    ])
    expect(targets(myProducts(PERSONAS.mini).tools)).toEqual([
      '/produkt/chat',
      '/produkt/spolecznosc',
    ])
  })

  it('gives parents their panel', () => {
    expect(targets(myProducts(PERSONAS.parent).tools)).toContain('/produkt/panel-rodzica')
    expect(targets(myProducts(PERSONAS.student).tools)).not.toContain('/produkt/panel-rodzica')
  })
})

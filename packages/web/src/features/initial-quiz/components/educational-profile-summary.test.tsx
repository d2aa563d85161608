// @vitest-environment jsdom
import type { EducationalProfile } from '@app/contract/user'
import { describe, expect, it } from 'vitest'
import { render } from '../../../lib/testing/render'
import {
  EducationalProfileSummary,
  NO_SUBJECTS_TEXT,
  schoolLine,
} from './educational-profile-summary'

const profile = (over: Partial<EducationalProfile> = {}): EducationalProfile => ({
  schoolType: 'LICEUM',
  grade: 2,
  subjects: ['matematyka', 'biologia', 'wos'],
  goals: [],
  chronotype: null,
  weeklyStudyHours: null,
  biggestChallenge: '',
  ...over,
})

describe('EducationalProfileSummary', () => {
  it('shows the school and class, and each subject as a chip in its colour', async () => {
    const { container, unmount } = await render(<EducationalProfileSummary profile={profile()} />)
    const card = container.querySelector('section')!
    expect(card.getAttribute('aria-labelledby')).toBe(card.querySelector('h2')!.id)
    expect(card.querySelector('h2')!.textContent).toBe('Twój profil')
    expect(card.textContent).toContain('Liceum, 2. klasa')
    const list = card.querySelector('ul')!
    expect(document.getElementById(list.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Przedmioty',
    )
    const chips = [...list.querySelectorAll('.subject-chip')]
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('data-subject')])).toEqual([
      ['Matematyka', 'math'],
      ['Biologia', 'biology'],
      ['Wiedza o społeczeństwie', 'other'],
    ])
    unmount()
  })

  it('says when no subject is chosen yet, and leaves out a school not given', async () => {
    const { container, unmount } = await render(
      <EducationalProfileSummary
        profile={profile({ subjects: [], schoolType: null, grade: null })}
      />,
    )
    expect(container.querySelector('ul')).toBeNull()
    expect(container.textContent).toContain(NO_SUBJECTS_TEXT)
    expect(container.querySelector('.ui-card-meta')).toBeNull()
    unmount()
  })
})

describe('schoolLine', () => {
  it('names the school, with the class or year when known', () => {
    expect(schoolLine({ schoolType: 'PODSTAWOWA', grade: 7 })).toBe('Szkoła podstawowa, 7. klasa')
    expect(schoolLine({ schoolType: 'STUDIA', grade: 1 })).toBe('Studia, 1. rok')
    expect(schoolLine({ schoolType: 'TECHNIKUM', grade: null })).toBe('Technikum')
    expect(schoolLine({ schoolType: null, grade: null })).toBeNull()
  })
})

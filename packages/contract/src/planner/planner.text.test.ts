import { describe, expect, it } from 'vitest'
import { PLANNER_TEXT, approximateDuration } from './planner.text'

describe('PLANNER_TEXT', () => {
  it('words the issue’s refusals exactly', () => {
    expect(PLANNER_TEXT.invalidDate('2025-02-30')).toBe('Nieprawidłowa data: 2025-02-30.')
    expect(PLANNER_TEXT.examInPast).toBe('Data egzaminu nie może być w przeszłości.')
    expect(PLANNER_TEXT.endAfterStart).toBe('Koniec musi być później niż początek.')
    expect(PLANNER_TEXT.dayOverfull('MON')).toBe(
      'W poniedziałek dostępny czas przekracza 24 godziny.',
    )
    expect(PLANNER_TEXT.dayOverfull('TUE')).toBe('We wtorek dostępny czas przekracza 24 godziny.')
    expect(PLANNER_TEXT.dayOverfull('SUN')).toBe('W niedzielę dostępny czas przekracza 24 godziny.')
    expect(PLANNER_TEXT.noStudyDay).toBe('Dodaj przynajmniej jeden dzień z czasem na naukę.')
    expect(PLANNER_TEXT.planNotFound).toBe('Nie znaleziono planu.')
    expect(PLANNER_TEXT.noAccess).toBe('Planer nauki nie jest dostępny na Twoim koncie.')
    expect(PLANNER_TEXT.staleVersion).toBe(
      'Plan zmieniono w innej karcie lub na innym urządzeniu. Twoja zmiana jest zachowana: sprawdź ją i zapisz ponownie.',
    )
  })

  it('names the block already in the slot', () => {
    expect(
      PLANNER_TEXT.slotTaken({ subject: 'Biologia', kind: 'REVIEW', from: '16:00', to: '16:45' }),
    ).toBe('W tym czasie masz już: Biologia — powtórka, 16:00–16:45.')
    expect(
      PLANNER_TEXT.slotTaken({
        subject: 'Matematyka',
        kind: 'MOCK_EXAM',
        from: '10:00',
        to: '11:30',
      }),
    ).toBe('W tym czasie masz już: Matematyka — próbny egzamin, 10:00–11:30.')
  })

  it.each([
    [120, 'Nie mieści się przed sprawdzianem: brakuje ok. 2 godz.'],
    [100, 'Nie mieści się przed sprawdzianem: brakuje ok. 1,5 godz.'],
    [60, 'Nie mieści się przed sprawdzianem: brakuje ok. 1 godz.'],
    [45, 'Nie mieści się przed sprawdzianem: brakuje ok. 45 min.'],
    [22, 'Nie mieści się przed sprawdzianem: brakuje ok. 25 min.'],
  ])('says how much of %i minutes is missing', (minutes, text) => {
    expect(PLANNER_TEXT.doesNotFit(minutes)).toBe(text)
  })

  it('rounds under an hour up to 5 minutes and from an hour to the half hour', () => {
    expect(approximateDuration(1)).toBe('5 min')
    expect(approximateDuration(59)).toBe('60 min')
    expect(approximateDuration(74)).toBe('1 godz.')
    expect(approximateDuration(75)).toBe('1,5 godz.')
    expect(approximateDuration(600)).toBe('10 godz.')
  })
})

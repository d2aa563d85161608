import { describe, expect, it } from 'vitest'
import { CourseFeedbackSchema, EndCourseFeedbackSchema, FeedbackSchema } from './feedback.schemas'

describe('feedback schemas', () => {
  it('accepts a contact message and trims it', () => {
    expect(
      FeedbackSchema.parse({
        name: ' Ola ',
        email: 'ola@example.com',
        message: '  Dzień dobry, mam pytanie.  ',
      }),
    ).toEqual({ name: 'Ola', email: 'ola@example.com', message: 'Dzień dobry, mam pytanie.' })
  })

  it.each([
    [{ message: 'Krótko' }, 'Wiadomość musi mieć co najmniej 10 znaków'],
    [{ email: 'ola' }, 'Podaj poprawny adres email'],
    [{ name: 'O' }, 'Imię musi mieć co najmniej 2 znaki'],
  ])('refuses a contact message with %o', (change, message) => {
    const result = FeedbackSchema.safeParse({
      name: 'Ola',
      email: 'ola@example.com',
      message: 'Dzień dobry, mam pytanie.',
      ...change,
    })
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('rates from 1 to 5 stars, whole numbers only', () => {
    const base = { course: 'KED', weekIndex: 1 }
    for (const rating of [1, 5]) {
      expect(CourseFeedbackSchema.safeParse({ ...base, rating }).success).toBe(true)
    }
    for (const rating of [0, 6, 2.5]) {
      expect(CourseFeedbackSchema.safeParse({ ...base, rating }).error?.issues[0]?.message).toBe(
        'Wybierz ocenę od 1 do 5',
      )
    }
    expect(CourseFeedbackSchema.safeParse(base).error?.issues[0]?.message).toBe('Wybierz ocenę')
  })

  it('needs the recommendation answer at the end of the course', () => {
    const survey = { course: 'PED', rating: 4, allowPublishing: false }
    expect(EndCourseFeedbackSchema.safeParse(survey).error?.issues[0]?.message).toBe(
      'Zaznacz odpowiedź',
    )
    expect(EndCourseFeedbackSchema.safeParse({ ...survey, wouldRecommend: true }).success).toBe(
      true,
    )
  })
})

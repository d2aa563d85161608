import type { FeedbackRecord } from '../feedback.types'
import { PERSONA_IDS } from './personas'

/** A few answers of each kind, so the admin feedback screen has something to show. */
export function seedFeedback(): FeedbackRecord[] {
  return [
    {
      id: 'c0000000-0000-4000-8000-000000000001',
      kind: 'GENERAL',
      userId: null,
      createdAt: '2025-09-12T18:20:00.000Z',
      name: 'Agnieszka Wiśniewska',
      email: 'agnieszka.w@example.com',
      message:
        'Dzień dobry, czy kurs sprawdzi się u syna w 7 klasie? Trudno mu się zebrać do nauki po szkole.',
    },
    {
      id: 'c0000000-0000-4000-8000-000000000002',
      kind: 'COURSE',
      userId: PERSONA_IDS.uczen,
      createdAt: '2025-09-20T16:45:00.000Z',
      course: 'KED',
      weekIndex: 1,
      rating: 5,
      comment: 'Audyt czasu otworzył mi oczy: dwie godziny dziennie na telefonie!',
    },
    {
      id: 'c0000000-0000-4000-8000-000000000003',
      kind: 'END_COURSE',
      userId: PERSONA_IDS.mini,
      createdAt: '2025-09-25T20:10:00.000Z',
      course: 'PED',
      rating: 4,
      wouldRecommend: true,
      bestPart: 'Konkretne ćwiczenia na każdy dzień.',
      improvements: 'Chciałabym więcej przykładów z matematyki.',
      allowPublishing: true,
    },
  ]
}

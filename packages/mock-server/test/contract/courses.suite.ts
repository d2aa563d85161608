import { contract } from '@app/contract'
import { describe, it } from 'vitest'
import { target, expectAnswer, student, withStudent } from './harness'

describe('courses', () => {
  it.skipIf(withStudent())(
    'shows the course, records the start, watch time and notes',
    async () => {
      expectAnswer(
        contract.courses.getWeekAndEpisodes,
        await target.anonymous.courses.getWeekAndEpisodes({ query: { course: 'KED' } }),
        401,
      )
      const view = await student().courses.getWeekAndEpisodes({ query: { course: 'KED' } })
      const course = expectAnswer(contract.courses.getWeekAndEpisodes, view, 200)
      const episodeId = course.weeks[0]!.episodes[0]!.id
      const watch = await student().courses.updateWatchTime({
        body: {
          course: 'KED',
          episodeId,
          event: 'START',
          positionSeconds: 0,
          watchedSecondsDelta: 0,
        },
      })
      expectAnswer(contract.courses.updateWatchTime, watch, 200)
      const notes = await student().courses.updateEpisodeNotes({
        body: { course: 'KED', episodeId, notes: 'Moje notatki' },
      })
      expectAnswer(contract.courses.updateEpisodeNotes, notes, 200)
      const noTracker = await student().courses.updateEpisodeTracker({
        body: { course: 'KED', episodeId, items: ['Mapa'] },
      })
      expectAnswer(contract.courses.updateEpisodeTracker, noTracker, 400)
    },
  )
})

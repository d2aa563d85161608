import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PROGRESS_TEXT } from '@app/contract/progress'
import { leagueStudents } from '../../src/store/seed/league-students'
import { snapshot } from '../helper'
import { PRO, UCZEN, putGeneral, rankingOf, useProgressApp } from './progress-helper'

let app: FastifyInstance
useProgressApp((built) => (app = built))

const nicknameOf = async (as: string) => {
  const ranking = await rankingOf(app, as)
  return ranking.me?.displayName
}

describe('general.nickname', () => {
  it('shows in the ranking instead of "Kuba N.", and clears back to it', async () => {
    expect(await nicknameOf(UCZEN)).toBe('Kuba N.')
    const saved = await putGeneral(app, UCZEN, { nickname: '  Żółw_matma  ' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().general).toMatchObject({ nickname: 'Żółw_matma', showInRanking: true })
    expect(await nicknameOf(UCZEN)).toBe('Żółw_matma')
    expect((await rankingOf(app, PRO)).top.map((row) => row.displayName)).toContain('Żółw_matma')
    expect((await putGeneral(app, UCZEN, { nickname: null })).statusCode).toBe(200)
    expect(await nicknameOf(UCZEN)).toBe('Kuba N.')
  })

  it("409 for someone else's nickname in any case, a synthetic student's too; one's own in another case is fine", async () => {
    expect((await putGeneral(app, UCZEN, { nickname: 'kuba_n' })).statusCode).toBe(200)
    const before = snapshot(app)
    const taken = await putGeneral(app, PRO, { nickname: 'KUBA_N' })
    expect(taken.json()).toEqual({ message: PROGRESS_TEXT.nicknameTaken, httpsStatus: 409 })
    const synthetic = leagueStudents().find((s) => s.nickname !== null)!.nickname!
    const theirs = await putGeneral(app, PRO, { nickname: synthetic.toUpperCase() })
    expect(theirs.statusCode).toBe(409)
    expect(snapshot(app)).toBe(before)
    expect((await putGeneral(app, UCZEN, { nickname: 'Kuba_N' })).statusCode).toBe(200)
  })

  it.each(['kurwa_mac', 'Ch.u.j', 'pi3rdol'])('422 for %j (the blocklist)', async (nickname) => {
    const res = await putGeneral(app, UCZEN, { nickname })
    expect(res.json()).toEqual({ message: PROGRESS_TEXT.nicknameBlocked, httpsStatus: 422 })
  })

  it.each([
    ['ab', PROGRESS_TEXT.nicknameLength],
    ['a'.repeat(21), PROGRESS_TEXT.nicknameLength],
    ['Kuba Nowak', PROGRESS_TEXT.nicknameCharacters],
    ['kuba@x', PROGRESS_TEXT.nicknameCharacters],
  ])('400 for %j', async (nickname, message) => {
    const res = await putGeneral(app, UCZEN, { nickname })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(message)
  })

  it('400 for a showInRanking that is not a boolean', async () => {
    expect((await putGeneral(app, UCZEN, { showInRanking: 'nie' })).statusCode).toBe(400)
  })
})

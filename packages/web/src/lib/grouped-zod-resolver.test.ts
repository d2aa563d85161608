import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { groupedZodResolver } from './grouped-zod-resolver'

const Schema = z.object({
  minutes: z.number().min(15, 'Za krótko.'),
  week: z
    .object({ MON: z.array(z.object({ end: z.string().min(1, 'Podaj koniec.') })) })
    .refine((week) => week.MON.length > 0, 'Dodaj dzień.'),
})

const resolve = (values: unknown) =>
  groupedZodResolver(Schema)(values as z.infer<typeof Schema>, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })

describe('groupedZodResolver', () => {
  it('answers the parsed values when they fit', async () => {
    const values = { minutes: 25, week: { MON: [{ end: '18:00' }] } }
    expect(await resolve(values)).toEqual({ values, errors: {} })
  })

  it('keeps a deep issue at its group, and an issue of the whole group beside its parts', async () => {
    const { errors } = await resolve({ minutes: 5, week: { MON: [{ end: '' }] } })
    expect(errors).toEqual({
      minutes: { type: 'too_small', message: 'Za krótko.' },
      week: { MON: { type: 'too_small', message: 'Podaj koniec.' } },
    })
    const empty = await resolve({ minutes: 25, week: { MON: [] } })
    expect(empty.errors).toEqual({ week: { type: 'custom', message: 'Dodaj dzień.' } })
  })
})

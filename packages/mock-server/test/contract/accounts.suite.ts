import { contract } from '@app/contract'
import { describe, it } from 'vitest'
import { target, expectAnswer, student, withStudent, newEmail } from './harness'

describe('accounts', () => {
  const password = 'Haslo1234!'

  it('rejects an activation with an unknown link and looks links up', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001'
    const signup = await target.anonymous.auth.signup({
      body: {
        email: newEmail('a'),
        password,
        name: 'Ola',
        promoCode: '',
        confirmationCode: unknown,
      },
    })
    expectAnswer(contract.auth.signup, signup, 404)
    expectAnswer(
      contract.auth.getActivation,
      await target.anonymous.auth.getActivation({ params: { id: unknown } }),
      404,
    )
  })

  it('creates a platform account once (then 409)', async () => {
    const body = {
      email: newEmail('saas'),
      password,
      name: 'Ola Kowalska',
      promoCode: '',
      isParent: false,
    }
    expectAnswer(contract.auth.signupSaas, await target.anonymous.auth.signupSaas({ body }), 201)
    expectAnswer(contract.auth.signupSaas, await target.anonymous.auth.signupSaas({ body }), 409)
  })

  it('answers password reset the same way and refuses an unknown change link (change and check)', async () => {
    const reset = await target.anonymous.auth.resetPassword({ body: { email: newEmail('reset') } })
    expectAnswer(contract.auth.resetPassword, reset, 200)
    const change = await target.anonymous.auth.changePassword({
      body: { token: '00000000-0000-4000-8000-000000000002', password },
    })
    expectAnswer(contract.auth.changePassword, change, 404)
    const check = await target.anonymous.auth.checkPasswordReset({
      params: { token: '00000000-0000-4000-8000-000000000002' },
    })
    expectAnswer(contract.auth.checkPasswordReset, check, 404)
  })

  it('verifies email codes and finds public users', async () => {
    const wrong = await target.anonymous.auth.verifyEmail({
      body: { userId: 'nikt', code: '123456' },
    })
    expectAnswer(contract.auth.verifyEmail, wrong, 404)
    expectAnswer(
      contract.auth.getPublicUser,
      await target.anonymous.auth.getPublicUser({ params: { id: 'nikt' } }),
      404,
    )
  })

  it.skipIf(withStudent())(
    'sends a verification code once a minute and shows public data',
    async () => {
      const me = await student().user.whoami()
      const user = expectAnswer(contract.user.whoami, me, 200)
      expectAnswer(
        contract.auth.getPublicUser,
        await target.anonymous.auth.getPublicUser({ params: { id: user.id } }),
        200,
      )
      const sent = await student().auth.sendVerificationCode({ body: { userId: user.id } })
      expectAnswer(contract.auth.sendVerificationCode, sent, 200)
      const again = await student().auth.sendVerificationCode({ body: { userId: user.id } })
      expectAnswer(contract.auth.sendVerificationCode, again, 429)
    },
  )
})

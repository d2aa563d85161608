import { contract } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { target, expectAnswer, student, newEmail, withStudent } from './harness'

describe('newsletter, feedback, ebook', () => {
  it('takes a sign-up and refuses unknown confirm and cancel tokens', async () => {
    const email = newEmail('newsletter')
    const subscribe = await target.anonymous.newsletter.subscribe({
      body: { email, list: 'NEWSLETTER', source: 'kontrakt' },
    })
    expectAnswer(contract.newsletter.subscribe, subscribe, 202)
    const unknown = { token: 'kontrakt-nieznany-token' }
    expectAnswer(
      contract.newsletter.confirmSubscription,
      await target.anonymous.newsletter.confirmSubscription({ body: unknown }),
      404,
    )
    expectAnswer(
      contract.newsletter.cancelSubscription,
      await target.anonymous.newsletter.cancelSubscription({ body: unknown }),
      404,
    )
  })

  it('takes a contact message from anybody and gives signed ebook links', async () => {
    const sent = await target.anonymous.feedback.sendFeedback({
      body: {
        name: 'Kontrakt',
        email: newEmail('kontakt'),
        message: 'Wiadomość z testu kontraktu.',
      },
    })
    expectAnswer(contract.feedback.sendFeedback, sent, 201)
    const link = await target.anonymous.ebook.getDownloadUrl({
      params: { ebook: 'webinar' },
      query: {},
    })
    const body = expectAnswer(contract.ebook.getDownloadUrl, link, 200)
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('gives the main ebook only with the token of a confirmed ebook sign-up (else 403)', async () => {
    for (const query of [{}, { token: 'kontrakt-zmyslony-token' }]) {
      expectAnswer(
        contract.ebook.getDownloadUrl,
        await target.anonymous.ebook.getDownloadUrl({ params: { ebook: 'ebook' }, query }),
        403,
      )
    }
  })

  it.skipIf(withStudent())('keeps course feedback for participants', async () => {
    const rating = { course: 'KED', weekIndex: 1, rating: 5 } as const
    const survey = {
      course: 'KED',
      rating: 5,
      wouldRecommend: true,
      allowPublishing: false,
    } as const
    expectAnswer(
      contract.feedback.sendCourseFeedback,
      await target.anonymous.feedback.sendCourseFeedback({ body: rating }),
      401,
    )
    expectAnswer(
      contract.feedback.sendEndCourseFeedback,
      await target.anonymous.feedback.sendEndCourseFeedback({ body: survey }),
      401,
    )
    expectAnswer(
      contract.feedback.sendCourseFeedback,
      await student().feedback.sendCourseFeedback({ body: rating }),
      201,
    )
    expectAnswer(
      contract.feedback.sendEndCourseFeedback,
      await student().feedback.sendEndCourseFeedback({ body: survey }),
      201,
    )
  })
})

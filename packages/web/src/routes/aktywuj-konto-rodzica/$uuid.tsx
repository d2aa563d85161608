import { LOGIN_PATH } from '@app/domain/access/access'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { lookUpActivation, type ActivationLookup } from '../../api/auth/queries'
import { uuidParams } from '../../features/account/params'
import { ParentConsent } from '../../features/parent/components/parent-consent'
import { useSession } from '../../features/session/use-session'
import { ActivationRouteError, ActivationRoutePage } from '../-components/activation-route'
import { pageHead } from '../../lib/seo'

const isConsentLink = (lookup: ActivationLookup | undefined) =>
  lookup?.status === 'open' && lookup.activation.kind === 'PARENT_LINK'

/**
 * SPEC §2's parent activation, and a child's consent to a parent (PARENT_LINK, decisions 0197,
 * 0204): the public look-up says which page it is before anyone signs in. A consent link needs
 * its child signed in (a guest logs in and comes back); a link that is gone is shown to a
 * signed-in user as the request it was, when it was one of theirs.
 */
export const Route = createFileRoute('/aktywuj-konto-rodzica/$uuid')({
  params: uuidParams,
  loader: async ({
    context: { queryClient, session },
    params,
    location,
  }): Promise<ActivationLookup> => {
    const lookup = await lookUpActivation(queryClient, params.uuid)
    if (isConsentLink(lookup) && !session.user)
      throw redirect({ to: LOGIN_PATH, search: { redirect: location.href } })
    return lookup
  },
  head: ({ loaderData }) =>
    isConsentLink(loaderData)
      ? pageHead({
          title: 'Zgoda dla rodzica',
          description: 'Zdecyduj, czy rodzic może widzieć Twoje postępy w nauce.',
        })
      : pageHead({
          title: 'Aktywuj konto rodzica',
          description: 'Aktywuj konto rodzica i połącz je z kontem dziecka.',
        }),
  errorComponent: ActivationRouteError,
  component: ParentActivationPage,
})

function ParentActivationPage() {
  const { uuid } = Route.useParams()
  const lookup = Route.useLoaderData()
  const { user } = useSession()
  const activation = <ActivationRoutePage kind="PARENT_ACCOUNT" uuid={uuid} lookup={lookup} />
  if (user && (isConsentLink(lookup) || lookup.status !== 'open'))
    return <ParentConsent key={uuid} uuid={uuid} userId={user.id} notConsent={activation} />
  // A guest with a consent link is on the way to the login page (the loader).
  return isConsentLink(lookup) ? null : activation
}

import { canJoinCommunity } from '@app/domain/access/access'
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { CommunityForMembers } from '../../../features/community/components/community-for-members'
import { useSession } from '../../../features/session/use-session'
import { guardArea } from '../../../lib/access-guard'

/**
 * The community pages: any product user, SPEC §6. Its members (a course group) see them; anybody
 * else is told who the community is for and how to join (decision 0145).
 */
export const Route = createFileRoute('/produkt/spolecznosc')({
  beforeLoad: guardArea('product'),
  component: CommunityArea,
})

function CommunityArea() {
  const { user } = useSession()
  if (!user) return null
  return canJoinCommunity(user) ? <Outlet /> : <CommunityForMembers />
}

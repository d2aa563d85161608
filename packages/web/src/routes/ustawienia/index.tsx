import { SETTINGS_HOME } from '@app/domain/user/settings-tabs'
import { createFileRoute, redirect } from '@tanstack/react-router'

/** /ustawienia itself opens the first tab. */
export const Route = createFileRoute('/ustawienia/')({
  beforeLoad: () => {
    throw redirect({ to: SETTINGS_HOME, replace: true })
  },
})

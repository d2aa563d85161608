import type { User } from '@app/contract/user'
import { TOOL_TUTORIALS } from '@app/domain/user/onboarding'
import { CircleHelp } from 'lucide-react'
import { Suspense, useState } from 'react'
import { OnboardingDialog } from './onboarding-dialogs'

/**
 * 'Jak to działa?': a tool's tutorial again, on request (its first showing is OnboardingDialogs'
 * once-only rule; reopening it records nothing).
 */
export function TutorialButton({ user, tool }: { user: User; tool: keyof typeof TOOL_TUTORIALS }) {
  const [opened, setOpened] = useState(0)
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => setOpened((n) => n + 1)}
      >
        <CircleHelp aria-hidden="true" />
        Jak to działa?
      </button>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <OnboardingDialog
            key={opened}
            type={TOOL_TUTORIALS[tool]}
            user={user}
            onClose={() => setOpened(0)}
          />
        </Suspense>
      ) : null}
    </>
  )
}

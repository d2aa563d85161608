import type { ChronotypeAnswer } from '@app/contract/user'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CalendarPlus } from 'lucide-react'
import { settingsQuery } from '../../../../api/user/queries'
import { RetryError } from '../../../../components/feedback/retry-error'
import { PageHeader } from '../../../../components/ui/page-header'
import { WIZARD_TEXT } from '../wizard-text'
import { PlanWizard } from './plan-wizard'
import { WizardSkeleton } from './wizard-skeleton'
import '../../planner.css'
import '../wizard.css'

interface NewPlanProps {
  userId: string
  chronotypeFromTest: ChronotypeAnswer | undefined
  onChronotypeTaken: () => void
}

/** /produkt/planer-nauki/nowy: the wizard, once the settings it starts from are here. */
export function NewPlan(props: NewPlanProps) {
  const settings = useQuery(settingsQuery(props.userId))
  return (
    <article className="planner wizard">
      <PageHeader
        icon={CalendarPlus}
        title={WIZARD_TEXT.title}
        description={WIZARD_TEXT.lead}
        action={
          <Link to={ROUTES.planner} className="button button-secondary">
            <ArrowLeft aria-hidden="true" />
            Twoje plany
          </Link>
        }
      />
      {settings.isError ? (
        <RetryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <WizardSkeleton />
      ) : (
        <PlanWizard {...props} settings={settings.data} />
      )}
    </article>
  )
}

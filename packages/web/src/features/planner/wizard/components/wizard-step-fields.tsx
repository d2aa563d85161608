import type { SubjectId } from '@app/contract/user'
import type { WizardDraft } from '../wizard-draft'
import type { FieldErrors } from '../wizard-validation'
import { StepDeadlines } from './step-deadlines'
import { StepPreferences } from './step-preferences'
import { StepPreview } from './step-preview'
import { StepSubjects } from './step-subjects'
import { StepWindows } from './step-windows'
import '../wizard.css'

export interface StepProps {
  draft: WizardDraft
  errors: FieldErrors
  onChange: (draft: WizardDraft) => void
}

/** The fields of the draft's step. */
export function WizardStepFields({
  profileSubjects,
  ...props
}: StepProps & { profileSubjects: readonly SubjectId[] }) {
  switch (props.draft.step) {
    case 1:
      return <StepSubjects {...props} profileSubjects={profileSubjects} />
    case 2:
      return <StepDeadlines {...props} />
    case 3:
      return <StepWindows {...props} />
    case 4:
      return <StepPreferences {...props} />
    case 5:
      return <StepPreview draft={props.draft} />
  }
}

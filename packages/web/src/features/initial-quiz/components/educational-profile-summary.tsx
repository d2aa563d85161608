import { subjectLabel, type EducationalProfile } from '@app/contract/user'
import { SCHOOL_TYPE_LABELS, gradeLabel } from '@app/domain/user/initial-quiz'
import { useId } from 'react'
import { IdCard } from 'lucide-react'
import { Card } from '../../../components/ui/card'
import { SubjectChip } from '../../../components/ui/subject-chip'
import './educational-profile.css'

export const NO_SUBJECTS_TEXT = 'Nie wybrano jeszcze przedmiotów.'

/** The school and its class, as one line ('Liceum, 2. klasa'), or null before the quiz. */
export function schoolLine(profile: Pick<EducationalProfile, 'schoolType' | 'grade'>) {
  if (!profile.schoolType) return null
  const school = SCHOOL_TYPE_LABELS[profile.schoolType]
  return profile.grade ? `${school}, ${gradeLabel(profile.schoolType, profile.grade)}` : school
}

/**
 * The saved profile at a glance beside its form: the school and class, and the subjects in their
 * colours (the subject map); it follows a save, not the ticks before it.
 */
export function EducationalProfileSummary({ profile }: { profile: EducationalProfile }) {
  const subjectsId = useId()
  return (
    <Card
      as="section"
      headingLevel={2}
      icon={IdCard}
      title="Twój profil"
      meta={schoolLine(profile)}
      className="profile-summary"
    >
      <p id={subjectsId} className="profile-summary-label">
        Przedmioty
      </p>
      {profile.subjects.length > 0 ? (
        <ul className="profile-summary-subjects" aria-labelledby={subjectsId}>
          {profile.subjects.map((subject) => (
            <li key={subject}>
              <SubjectChip subject={subjectLabel(subject)} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{NO_SUBJECTS_TEXT}</p>
      )}
    </Card>
  )
}

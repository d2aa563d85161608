import type { ChronotypeAnswer } from '@app/contract/user'
import { CHRONOTYPE_LABELS } from '@app/domain/chronotype/chronotype'
import { ROUTES } from '@app/domain/navigation/routes'
import { PEAK_WINDOWS, type PeakWindow } from '@app/domain/planner/peak-windows'
import { Link } from '@tanstack/react-router'
import { Clock } from 'lucide-react'
import { clockTime } from '../wizard-text'
import '../wizard.css'

const span = ({ start, end }: PeakWindow) => `${clockTime(start)}–${clockTime(end)}`

/**
 * The chronotype the plan uses, read from the educational profile (or brought back from the
 * test), and its best hours (decision 0162). Unknown: the plan takes the intermediate type and
 * the test is a link away, coming back here with its result (`?powrot=planer`).
 */
export function ChronotypeNote({ chronotype }: { chronotype: ChronotypeAnswer | null }) {
  const known = chronotype !== null && chronotype !== 'unknown'
  const peak = PEAK_WINDOWS[known ? chronotype : 'intermediate']
  const hours = `w dni szkolne ${span(peak.schoolDay)}, w weekend ${span(peak.weekend)}`
  return (
    <section className="wizard-chronotype" aria-labelledby="wizard-chronotype-heading">
      <h3 id="wizard-chronotype-heading">
        <Clock aria-hidden="true" />
        Chronotyp
      </h3>
      {known ? (
        <p>
          Twój chronotyp: <strong>{CHRONOTYPE_LABELS[chronotype]}</strong>. Nowy materiał i trudne
          przedmioty trafią w Twoje najlepsze godziny: {hours}.
        </p>
      ) : (
        <>
          <p>
            Nie znamy jeszcze Twojego chronotypu, więc plan przyjmie typ pośredni, jak u większości
            osób (najlepsze godziny: {hours}).
          </p>
          <p>
            <Link to={ROUTES.chronotypeTest} search={{ powrot: 'planer' }}>
              Zrób test na chronotyp (2 min)
            </Link>{' '}
            — wrócisz tu z wynikiem, a to, co wpisano, zostanie.
          </p>
        </>
      )}
    </section>
  )
}

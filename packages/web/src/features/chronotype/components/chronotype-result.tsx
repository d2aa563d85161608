import {
  CHRONOTYPE_LABELS,
  CHRONOTYPE_MAX_TOTAL,
  CHRONOTYPE_MIN_TOTAL,
  CHRONOTYPE_RANGES,
  CHRONOTYPE_TEST_RETURN,
  type Chronotype,
} from '@app/domain/chronotype/chronotype'
import { formatCount, pluralPl } from '@app/domain/shared/format'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useCopyLink } from '../../../lib/use-copy-link'
import { CHRONOTYPE_ADVICE } from '../advice'
import type { ChronotypeTestReturn } from './chronotype-test'
import '../chronotype.css'

const POINT_FORMS = { one: 'punkt', few: 'punkty', many: 'punktów' }
/** Back to the new plan's wizard (`?powrot=planer`), which plans with the result. */
const RETURN_TO_PLAN = 'Zapisz wynik i wróć do planu'

interface ChronotypeResultProps {
  total: number
  chronotype: Chronotype
  shareUrl: string
  onRestart: () => void
  /** Move focus to the result's heading when it appears (after submitting the form). */
  focusOnMount: boolean
  /** Opened from the initial quiz or the plan wizard: the result can be taken back there. */
  returnTo: ChronotypeTestReturn | undefined
}

/** The result: chronotype, score, advice for a teenager and the link to share it. */
export function ChronotypeResult({
  total,
  chronotype,
  shareUrl,
  onRestart,
  focusOnMount,
  returnTo,
}: ChronotypeResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { copy, status: copyStatus } = useCopyLink()
  const advice = CHRONOTYPE_ADVICE[chronotype]

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [focusOnMount])

  return (
    <section className="chronotype-result" aria-labelledby="chronotype-result-heading">
      <h2 id="chronotype-result-heading" ref={headingRef} tabIndex={-1}>
        Twój chronotyp: {CHRONOTYPE_LABELS[chronotype]}
      </h2>
      <p className="chronotype-score">
        Twój wynik to <strong>{formatCount(total, POINT_FORMS)}</strong> w skali od{' '}
        {CHRONOTYPE_MIN_TOTAL} do {CHRONOTYPE_MAX_TOTAL}.
      </p>
      <p>{advice.summary}</p>
      {returnTo === 'quiz' && (
        <p>
          <Link
            className="button button-primary"
            to={ROUTES.products}
            search={{ pytanie: 'chronotype', chronotyp: chronotype }}
          >
            {CHRONOTYPE_TEST_RETURN}
          </Link>
        </p>
      )}
      {returnTo === 'planer' && (
        <p>
          <Link
            className="button button-primary"
            to={ROUTES.plannerNew}
            search={{ chronotyp: chronotype }}
          >
            {RETURN_TO_PLAN}
          </Link>
        </p>
      )}

      <h3>Kiedy uczyć się trudnych przedmiotów</h3>
      <p>{advice.study}</p>

      <h3>Kiedy odpoczywać</h3>
      <p>{advice.rest}</p>

      <h3>Jak zadbać o sen</h3>
      <ul>
        {advice.sleep.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>

      <h3>Jak czytać wynik</h3>
      <ul className="chronotype-ranges">
        {CHRONOTYPE_RANGES.map((range) => {
          const text = `${range.min}–${range.max} ${pluralPl(range.max, POINT_FORMS)}: ${CHRONOTYPE_LABELS[range.chronotype]}`
          return (
            <li key={range.chronotype}>
              {range.chronotype === chronotype ? <strong>{text} (Twój wynik)</strong> : text}
            </li>
          )
        })}
      </ul>
      <p className="field-hint">
        Test pokazuje Twoje naturalne preferencje, a nie diagnozę. Jeśli długo masz kłopot z
        zasypianiem albo w ciągu dnia stale czujesz senność, porozmawiaj z rodzicami i lekarzem.
      </p>

      <h3>Udostępnij wynik</h3>
      <div className="field chronotype-share">
        <label htmlFor="chronotype-share-url">Link do Twojego wyniku</label>
        <input
          id="chronotype-share-url"
          type="text"
          readOnly
          value={shareUrl}
          aria-describedby="chronotype-share-hint"
          onFocus={(event) => event.currentTarget.select()}
        />
        <p id="chronotype-share-hint" className="field-hint">
          Link zawiera tylko Twoje odpowiedzi, bez imienia i adresu email. Wyślij go rodzicom albo
          znajomym: zobaczą ten sam wynik i te same wskazówki.
        </p>
      </div>
      <div className="cta-row">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void copy(shareUrl)}
        >
          Kopiuj link
        </button>
        <button type="button" className="button button-primary" onClick={onRestart}>
          Wypełnij test jeszcze raz
        </button>
      </div>
      <p role="status" className="chronotype-copy-status">
        {copyStatus}
      </p>

      <h3>Co dalej?</h3>
      <ul>
        <li>
          <Link to={ROUTES.chronotypes}>
            Przeczytaj, jak chronotyp zmienia się w okresie dojrzewania
          </Link>
        </li>
        <li>
          <Link to={ROUTES.plannerInfo}>Zobacz, jak ułożyć tydzień nauki w planerze</Link>
        </li>
      </ul>
    </section>
  )
}

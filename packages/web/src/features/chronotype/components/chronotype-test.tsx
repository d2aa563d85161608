import { decodeChronotypeAnswers, scoreChronotype } from '@app/domain/chronotype/chronotype'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Illustrated } from '../../../components/illustrations/illustration'
import { ChronotypeForm } from './chronotype-form'
import { ChronotypeResult } from './chronotype-result'
import '../chronotype.css'

interface ChronotypeTestProps {
  /** The `odpowiedzi` search value: the answers of a result, as a share code. */
  code: string | undefined
  /** The page address that shows the result of a code. */
  shareUrl: (code: string) => string
  onResult: (code: string) => void
  onRestart: () => void
  /** Opened from the initial quiz (`?powrot=quiz`) or the new plan's wizard (`?powrot=planer`). */
  returnTo: ChronotypeTestReturn | undefined
}

/** Where the result can be taken back to. */
export type ChronotypeTestReturn = 'quiz' | 'planer'

/**
 * /test-na-chronotyp: the questionnaire, or the result of the answers in the address, so that a
 * shared link shows the same result. A broken link is explained and the empty form offered.
 */
export function ChronotypeTest({
  code,
  shareUrl,
  onResult,
  onRestart,
  returnTo,
}: ChronotypeTestProps) {
  // Focus moves only after the visitor's own action, not when a shared link opens.
  const [moveFocus, setMoveFocus] = useState(false)
  const answers = code === undefined ? null : decodeChronotypeAnswers(code)
  const score = answers ? scoreChronotype(answers) : null

  return (
    <article className="prose chronotype-page">
      <Illustrated illustration="clock" hero>
        <h1>Test na chronotyp</h1>
        <p className="lead">
          Pięć pytań, około dwóch minut. Sprawdź, czy jesteś skowronkiem, sową czy typem pośrednim,
          i dowiedz się, kiedy najlepiej uczyć się trudnych przedmiotów, a kiedy odpoczywać.
        </p>
      </Illustrated>
      <p>
        Test to polska adaptacja dla nastolatków skróconego kwestionariusza rMEQ (Adan i Almirall,
        1991): pięciu pytań z kwestionariusza typu porannego i wieczornego Horne’a i Östberga.
        Odpowiadaj tak, jak czujesz się w ostatnich tygodniach, a nie tak, jak każe Ci plan lekcji.{' '}
        <Link to={ROUTES.chronotypes}>Czym jest chronotyp?</Link>
      </p>

      {score?.ok && code !== undefined ? (
        <ChronotypeResult
          total={score.total}
          chronotype={score.chronotype}
          shareUrl={shareUrl(code)}
          focusOnMount={moveFocus}
          returnTo={returnTo}
          onRestart={() => {
            setMoveFocus(true)
            onRestart()
          }}
        />
      ) : (
        <>
          {code !== undefined && (
            <div className="form-alert form-alert-error chronotype-invalid-link">
              <p>
                Link z wynikiem jest niepełny albo nieprawidłowy, więc nie możemy pokazać wyniku.
                Wypełnij test poniżej: to zajmie tylko dwie minuty.
              </p>
            </div>
          )}
          <ChronotypeForm
            focusOnMount={moveFocus}
            onComplete={(next) => {
              setMoveFocus(true)
              onResult(next)
            }}
          />
        </>
      )}
    </article>
  )
}

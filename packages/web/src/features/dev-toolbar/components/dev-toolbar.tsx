import { formatWarsawDateTime } from '@app/domain/shared/format'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Wrench, X } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { refetchAll } from '../../../api/refetch-all'
import { SCENARIO_PRESETS, isPreset, mockControl, type ScenarioInput } from '../mock-control'
import '../dev-toolbar.css'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export interface DevToolbarProps {
  /** Signs the browser in as this persona (through the identity service, as a user would). */
  signInAs: (email: string, password: string) => Promise<void>
  /** The signed-in user's email, to mark the active persona. */
  currentEmail: string | null
}

/**
 * Development builds only (the root layout imports it behind `import.meta.env.DEV`): personas in
 * one click, the mock's clock, failure scenarios and a data reset, all through `/__mock/*`.
 */
export default function DevToolbar({ signInAs, currentEmail }: DevToolbarProps) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const personas = useQuery({ queryKey: ['dev', 'personas'], queryFn: mockControl.personas })
  const clock = useQuery({ queryKey: ['dev', 'clock'], queryFn: mockControl.clock })
  const scenarios = useQuery({ queryKey: ['dev', 'scenarios'], queryFn: mockControl.scenarios })

  /** Runs a control call, then refreshes what it may have changed (the app's data included). */
  const run = async (action: () => Promise<unknown>) => {
    setProblem(null)
    try {
      await action()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
    await refetchAll(queryClient)
  }

  const addRouteFailure = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const pattern = String(form.get('pattern') ?? '').trim()
    const status = Number(form.get('status'))
    const scenario: ScenarioInput = { pattern, status, message: `Scenariusz: błąd ${status}` }
    void run(() => mockControl.addScenario(scenario))
  }

  return (
    <aside className="dev-toolbar" aria-label="Narzędzia deweloperskie">
      {open && (
        <div className="dev-toolbar-body" id={panelId}>
          {problem && <p role="alert">{problem}</p>}

          <section aria-labelledby="dev-personas">
            <h2 id="dev-personas">Persony</h2>
            <ul className="dev-toolbar-buttons">
              {personas.data?.map((persona) => (
                <li key={persona.email}>
                  <button
                    type="button"
                    aria-pressed={persona.email === currentEmail}
                    title={persona.groups.join(', ') || 'bez grup'}
                    onClick={() => void run(() => signInAs(persona.email, persona.password))}
                  >
                    {persona.email.replace('@example.com', '')}
                  </button>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="dev-clock">
            <h2 id="dev-clock">Zegar serwera</h2>
            <p>
              {clock.data ? formatWarsawDateTime(new Date(clock.data.now)) : '…'} (
              {clock.data?.mode === 'fixed' ? 'zatrzymany' : 'rzeczywisty'})
            </p>
            <ul className="dev-toolbar-buttons">
              <li>
                <button
                  type="button"
                  onClick={() => void run(() => mockControl.advanceClock(HOUR_MS))}
                >
                  +1 godzina
                </button>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => void run(() => mockControl.advanceClock(DAY_MS))}
                >
                  +1 dzień
                </button>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => void run(() => mockControl.advanceClock(7 * DAY_MS))}
                >
                  +7 dni
                </button>
              </li>
              <li>
                <button type="button" onClick={() => void run(() => mockControl.setClock(null))}>
                  Czas rzeczywisty
                </button>
              </li>
            </ul>
          </section>

          <section aria-labelledby="dev-scenarios">
            <h2 id="dev-scenarios">Scenariusze</h2>
            <ul className="dev-toolbar-buttons">
              {SCENARIO_PRESETS.map((preset) => {
                const active = scenarios.data?.find((s) => isPreset(s, preset.scenario))
                return (
                  <li key={preset.label}>
                    <button
                      type="button"
                      aria-pressed={!!active}
                      onClick={() =>
                        void run(() =>
                          active
                            ? mockControl.removeScenario(active.id)
                            : mockControl.addScenario(preset.scenario),
                        )
                      }
                    >
                      {preset.label}
                    </button>
                  </li>
                )
              })}
            </ul>
            <form className="dev-toolbar-form" onSubmit={addRouteFailure}>
              <label>
                Trasa
                <input name="pattern" defaultValue="/api/blog*" required pattern="/.*" />
              </label>
              <label>
                Status
                <select name="status" defaultValue="500">
                  <option value="500">500</option>
                  <option value="503">503</option>
                  <option value="404">404</option>
                  <option value="403">403</option>
                  <option value="401">401</option>
                </select>
              </label>
              <button type="submit">Dodaj błąd</button>
            </form>
            {scenarios.data && scenarios.data.length > 0 && (
              <ul aria-label="Aktywne scenariusze">
                {scenarios.data.map((scenario) => (
                  <li key={scenario.id}>
                    {scenario.method ?? '*'} {scenario.pattern}:{' '}
                    {scenario.drop
                      ? 'zerwane połączenie'
                      : scenario.status
                        ? `status ${scenario.status}`
                        : `opóźnienie ${scenario.delayMs} ms`}{' '}
                    <button
                      type="button"
                      onClick={() => void run(() => mockControl.removeScenario(scenario.id))}
                    >
                      Usuń
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <button type="button" onClick={() => void run(mockControl.reset)}>
            Przywróć dane początkowe
          </button>
        </div>
      )}
      <button
        type="button"
        className="dev-toolbar-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title="Narzędzia deweloperskie"
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden="true" /> : <Wrench aria-hidden="true" />}
        <span className="visually-hidden">Narzędzia deweloperskie</span>
      </button>
    </aside>
  )
}

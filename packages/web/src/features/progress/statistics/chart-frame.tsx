import { useEffect, useId, useState, type ReactNode } from 'react'
import { ChartNoAxesColumn, Table2 } from 'lucide-react'
import { Skeleton } from '../../../components/feedback/skeleton'
import type * as ChartsModule from './charts'
import './statistics.css'

type Charts = typeof ChartsModule

// The chart code (visx) is one chunk, asked for once per visit; a failure can be asked again.
let loading: Promise<Charts> | null = null
const loadCharts = () => {
  loading ??= import('./charts').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

type ChartsState =
  { status: 'loading' } | { status: 'ready'; charts: Charts } | { status: 'failed' }

/** The chart module, loaded on first use; 'failed' leaves the tables to show the data. */
function useCharts() {
  const [state, setState] = useState<ChartsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    loadCharts().then(
      (charts) => live && setState({ status: 'ready', charts }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [attempt])
  const retry = () => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }
  return { state, retry }
}

/**
 * A chart with its data as a table (issue 30): 'Pokaż dane w tabeli' opens the table beside the
 * chart. The chart loads with the chart chunk; if that fails, the table is shown instead.
 */
export function ChartFrame({
  title,
  description,
  chart,
  table,
}: {
  title: string
  description?: ReactNode
  chart: (charts: Charts) => ReactNode
  /** The same data as a <table> (./data-table.tsx). */
  table: ReactNode
}) {
  const headingId = useId()
  const tableId = useId()
  const [showTable, setShowTable] = useState(false)
  const { state, retry } = useCharts()
  const failed = state.status === 'failed'
  return (
    <section className="chart-frame" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {description ? <p className="chart-frame-description">{description}</p> : null}
      {state.status === 'ready' ? (
        chart(state.charts)
      ) : failed ? (
        <div className="chart-frame-failed">
          <p>Nie udało się wczytać wykresu. Dane są w tabeli poniżej.</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            <ChartNoAxesColumn aria-hidden="true" />
            Wczytaj wykres ponownie
          </button>
        </div>
      ) : (
        <Skeleton inline label="Ładowanie wykresu…">
          <div className="chart-frame-placeholder" />
        </Skeleton>
      )}
      {failed ? null : (
        <button
          type="button"
          className="button button-secondary chart-frame-toggle"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          <Table2 aria-hidden="true" />
          {showTable ? 'Ukryj tabelę' : 'Pokaż dane w tabeli'}
        </button>
      )}
      <div id={tableId} hidden={!(showTable || failed)}>
        {table}
      </div>
    </section>
  )
}

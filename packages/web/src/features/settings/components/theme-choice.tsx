import { useState } from 'react'
import { SunMoon } from 'lucide-react'
import { Card } from '../../../components/ui/card'
import { SegmentedControl } from '../../../components/ui/segmented-control'
import { chooseTheme, readThemeChoice, type ThemeChoice } from '../../../lib/theme'
import './settings.css'
import './settings-grid.css'

const THEMES = [
  { value: 'light', label: 'Jasny' },
  { value: 'dark', label: 'Ciemny' },
  { value: 'system', label: 'Systemowy' },
] as const

/** 'Wygląd': the colour theme of this device, applied at once (no save: nothing goes to the API). */
export function ThemeChoiceSection() {
  const [theme, setTheme] = useState<ThemeChoice>(readThemeChoice)
  return (
    <Card
      as="section"
      headingLevel={2}
      icon={SunMoon}
      title="Wygląd"
      className="settings-card settings-side"
    >
      <SegmentedControl
        legend="Motyw"
        hint="Zmiana działa od razu i zostaje zapamiętana na tym urządzeniu. Systemowy motyw podąża za ustawieniem telefonu lub komputera."
        options={THEMES}
        value={theme}
        onChange={(choice) => {
          chooseTheme(choice)
          setTheme(choice)
        }}
      />
    </Card>
  )
}

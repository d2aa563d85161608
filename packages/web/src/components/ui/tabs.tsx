import * as RadixTabs from '@radix-ui/react-tabs'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import './tabs.css'

export interface TabItem<Value extends string> {
  value: Value
  label: string
  /** A lucide icon beside the label; decorative. */
  icon?: LucideIcon
  content: ReactNode
}

export interface TabsProps<Value extends string> {
  /** What the tabs switch between, read as the tab list's name (e.g. 'Widok talii'). */
  label: string
  items: readonly TabItem<Value>[]
  /** Uncontrolled: the tab open first (the first one if absent). */
  defaultValue?: Value
  /** Controlled: the open tab and its change. */
  value?: Value
  onValueChange?: (value: Value) => void
  className?: string
}

/**
 * In-page tabs on Radix Tabs (issue 26 §3): a tab list with arrow keys, Home and End, one tab
 * stop; each panel labelled by its tab. The list scrolls sideways on a phone instead of wrapping.
 * Pages that are separate addresses (the settings tabs) are links, not these.
 */
export function Tabs<Value extends string>({
  label,
  items,
  defaultValue,
  value,
  onValueChange,
  className,
}: TabsProps<Value>) {
  return (
    <RadixTabs.Root
      className={['tabs', className].filter(Boolean).join(' ')}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      value={value}
      onValueChange={onValueChange ? (next) => onValueChange(next as Value) : undefined}
      activationMode="automatic"
    >
      <RadixTabs.List className="tabs-list" aria-label={label}>
        {items.map(({ value: itemValue, label: itemLabel, icon: Icon }) => (
          <RadixTabs.Trigger key={itemValue} value={itemValue} className="tabs-trigger">
            {Icon ? <Icon aria-hidden="true" /> : null}
            {itemLabel}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map(({ value: itemValue, content }) => (
        <RadixTabs.Content key={itemValue} value={itemValue} className="tabs-panel">
          {content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}

import { readLocal, removeLocal, writeLocal } from './storage'

/** The reader's choice in 'Ustawienia → Ogólne'; 'system' follows the device's colour scheme. */
export type ThemeChoice = 'light' | 'dark' | 'system'

/** Kept on the device only; the page's pre-paint script (scripts/vite-plugins.ts) reads it too. */
export const THEME_KEY = 'theme'

export function readThemeChoice(): ThemeChoice {
  const stored = readLocal(THEME_KEY)
  return stored === 'light' || stored === 'dark' ? stored : 'system'
}

/** Remembers the choice and applies it at once (tokens.css reads `data-theme` on <html>). */
export function chooseTheme(choice: ThemeChoice): void {
  if (choice === 'system') {
    removeLocal(THEME_KEY)
    delete document.documentElement.dataset.theme
  } else {
    writeLocal(THEME_KEY, choice)
    document.documentElement.dataset.theme = choice
  }
}

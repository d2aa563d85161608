import type { ComponentProps } from 'react'

export interface ButtonProps extends ComponentProps<'button'> {
  /** 'primary' for the form's main action, 'secondary' for the rest. */
  variant?: 'primary' | 'secondary'
  /**
   * An action is running: the button is disabled (so a form cannot be sent twice) and says so to
   * assistive technology with aria-busy; `busyLabel` replaces the text meanwhile.
   */
  busy?: boolean
  busyLabel?: string
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['button', `button-${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}

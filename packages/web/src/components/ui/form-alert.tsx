import { CircleAlert, CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'

export interface FormAlertProps {
  /** 'error' is announced at once (role="alert"), 'success' politely (role="status"). */
  tone?: 'error' | 'success'
  children?: ReactNode
  className?: string
}

/** The message of a whole form: a failed submit or its success. Renders nothing when empty. */
export function FormAlert({ tone = 'error', children, className }: FormAlertProps) {
  if (children === undefined || children === null || children === '' || children === false) {
    return null
  }
  const Icon = tone === 'error' ? CircleAlert : CircleCheck
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['form-alert', `form-alert-${tone}`, className].filter(Boolean).join(' ')}
    >
      <Icon aria-hidden="true" />
      <div className="form-alert-body">{children}</div>
    </div>
  )
}

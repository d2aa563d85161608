import { useState } from 'react'

/** 'Kopiuj link': copies a link and says how it went (for a polite live region). */
export function useCopyLink() {
  const [status, setStatus] = useState('')
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link)
      setStatus('Skopiowano link do schowka.')
    } catch {
      setStatus('Nie udało się skopiować linku. Zaznacz go w polu powyżej i skopiuj ręcznie.')
    }
  }
  return { copy, status }
}

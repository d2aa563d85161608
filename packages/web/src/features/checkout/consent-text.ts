import type { ProductId } from '@app/contract/commerce'

/**
 * The wording of the immediate-access box (decision 0121, /regulamin § 7). Courses and the chat
 * pack are digital content: asking for them at once, the buyer loses the right of withdrawal
 * when delivery starts. Pro and 'Mistrzowskie wsparcie' are services that start at once: after
 * withdrawing, the buyer pays for what was provided (the programme's course is content again).
 */
export const IMMEDIATE_ACCESS_LABEL: Record<ProductId, string> = {
  ked: contentLabel('dostęp do kursu'),
  zn: contentLabel('dostęp do kursu'),
  'chat-pack': contentLabel('wiadomości z pakietu'),
  'pro-monthly': proLabel(),
  'pro-yearly': proLabel(),
  mw:
    'Chcę dostać dostęp od razu, przed upływem 14 dni na odstąpienie od umowy. Przyjmuję do ' +
    'wiadomości, że z chwilą udostępnienia nagrań kursu tracę prawo odstąpienia od umowy w części ' +
    'dotyczącej kursu, a jeśli odstąpię od umowy w pozostałej części, zapłacę za wsparcie ' +
    'mentorów i narzędzia Pro udostępnione do chwili odstąpienia.',
}

function contentLabel(what: string): string {
  return (
    `Chcę dostać ${what} od razu. Żądam rozpoczęcia dostarczania treści cyfrowych przed ` +
    'upływem 14 dni na odstąpienie od umowy i przyjmuję do wiadomości, że z chwilą rozpoczęcia ' +
    'dostarczania tracę prawo odstąpienia od umowy.'
  )
}

function proLabel(): string {
  return (
    'Chcę, aby narzędzia Pro działały od razu, przed upływem 14 dni na odstąpienie od umowy. ' +
    'Przyjmuję do wiadomości, że jeśli odstąpię od umowy, zapłacę za czas korzystania z nich ' +
    'do chwili odstąpienia.'
  )
}

import type { LatestRequest } from '@app/contract/parent'
import { genitiveOf, possessiveOf } from './child-names'

/**
 * /produkt/panel-rodzica/sukces and /blad (issue 30, decision 0204) show the latest request as
 * stored, whichever of the two pages the e-mail or the form led to: what to say in each status.
 */
export interface RequestOutcomeCopy {
  tone: 'success' | 'error' | 'info'
  title: string
  text: string
  /** 'Spróbuj ponownie' (a new request through the panel's form). */
  askAgain: boolean
}

export function requestOutcomeCopy(request: LatestRequest['request']): RequestOutcomeCopy {
  if (!request)
    return {
      tone: 'info',
      title: 'Nie wysłano jeszcze prośby',
      text: 'Połącz konto dziecka w panelu rodzica: dziecko dostanie emailem prośbę o zgodę.',
      askAgain: false,
    }
  const first = request.childFirstName
  const toChild = `do ${genitiveOf(first)}`
  switch (request.status) {
    case 'PENDING':
      return {
        tone: 'success',
        title: 'Prośba wysłana',
        text: `Wysłaliśmy prośbę ${toChild}. Gdy się zgodzi, zobaczysz ${possessiveOf(first)} postępy.`,
        askAgain: false,
      }
    case 'ACTIVE':
      return {
        tone: 'success',
        title: 'Konta są połączone',
        text: `Prośba ${toChild} została przyjęta. Teraz widzisz ${possessiveOf(first)} postępy w panelu rodzica.`,
        askAgain: false,
      }
    case 'DECLINED':
      return {
        tone: 'error',
        title: 'Prośba nie została przyjęta',
        text: `Prośba ${toChild} nie została przyjęta. Porozmawiaj z dzieckiem i spróbuj ponownie.`,
        askAgain: true,
      }
    case 'EXPIRED':
      return {
        tone: 'error',
        title: 'Prośba wygasła',
        text: `Prośba ${toChild} wygasła: przez 7 dni nie było odpowiedzi.`,
        askAgain: true,
      }
  }
}

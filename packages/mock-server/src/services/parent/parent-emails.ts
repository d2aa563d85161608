import { PARENT_NEVER_SEES, PARENT_SEES } from '@app/contract/parent/text'

/** The parent panel's e-mails (decisions 0196–0198), in Polish, worded without the reader's gender. */

const list = (items: readonly string[]) => items.map((item) => `– ${item}`).join('\n')

/** One child's part of the weekly digest. */
export interface DigestPart {
  firstName: string
  /** '4 godz. 20 min' */
  studyTime: string
  lines: readonly string[]
  link: string
}

export const PARENT_EMAILS = {
  /** To the child: the consent link. */
  consentSubject: (parentName: string) => `${parentName} prosi o wgląd w Twoje postępy w nauce`,
  consentText: (childFirstName: string, parentName: string, link: string, until: string) =>
    [
      `Cześć ${childFirstName}!`,
      `${parentName} prosi o połączenie swojego konta rodzica z Twoim kontem. Decyzja należy do ` +
        'Ciebie: bez Twojej zgody nie zobaczy niczego z Twojej nauki.',
      `Po zgodzie zobaczy:\n${list(PARENT_SEES)}`,
      `Nigdy nie zobaczy:\n${list(PARENT_NEVER_SEES)}`,
      `Odpowiedz na prośbę: ${link}`,
      `Link jest ważny do ${until}. Zgodę możesz później cofnąć w ustawieniach (Ogólne → Rodzice).`,
    ].join('\n\n'),

  /** To the parent: the child agreed. */
  acceptedSubject: (childFirstName: string) => `Zgoda na połączenie kont: ${childFirstName}`,
  acceptedText: (childName: string, link: string) =>
    [
      'Dzień dobry,',
      `prośba o połączenie kont została przyjęta. Konto ucznia ${childName} jest teraz połączone ` +
        'z Twoim kontem: postępy w nauce zobaczysz w panelu rodzica.',
      `Panel rodzica: ${link}`,
    ].join('\n\n'),

  /** To the parent: the child refused. */
  declinedSubject: (childFirstName: string) =>
    `Prośba o połączenie kont odrzucona: ${childFirstName}`,
  declinedText: (childName: string, link: string) =>
    [
      'Dzień dobry,',
      `prośba o połączenie z kontem ucznia ${childName} nie została przyjęta. Możesz ` +
        'porozmawiać z dzieckiem i wysłać prośbę ponownie.',
      `Szczegóły: ${link}`,
    ].join('\n\n'),

  /** To the parent: seven days passed without an answer. */
  expiredSubject: (childFirstName: string) => `Prośba o połączenie kont wygasła: ${childFirstName}`,
  expiredText: (childName: string, link: string) =>
    [
      'Dzień dobry,',
      `prośba o połączenie z kontem ucznia ${childName} wygasła: przez 7 dni nie było odpowiedzi. ` +
        'Możesz wysłać nową prośbę.',
      `Szczegóły: ${link}`,
    ].join('\n\n'),

  /** The Sunday digest: 'Podsumowanie tygodnia: Kuba — 4 godz. 20 min nauki'. */
  digestSubject: (parts: readonly Pick<DigestPart, 'firstName' | 'studyTime'>[]) =>
    `Podsumowanie tygodnia: ${parts.map((p) => `${p.firstName} — ${p.studyTime} nauki`).join(', ')}`,
  digestText: (week: string, parts: readonly DigestPart[]) =>
    [
      `Dzień dobry! Oto podsumowanie tygodnia ${week}.`,
      ...parts.map((part) =>
        [`${part.firstName}: ${part.studyTime} nauki`, ...part.lines, `Więcej: ${part.link}`].join(
          '\n',
        ),
      ),
      'Nie widzisz rozmów z czatem ani notatek dziecka. Ten e-mail przychodzi, bo w panelu ' +
        'rodzica masz włączone „Cotygodniowe podsumowanie emailem”.',
    ].join('\n\n'),
} as const

/** A week's study time as the digest says it: '45 min', '2 godz.', '4 godz. 20 min'. */
export function studyTimeText(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} godz.` : `${hours} godz. ${rest} min`
}

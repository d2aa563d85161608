// Each drawing is a file of its own (`?no-inline`): Vite would otherwise inline an SVG this small
// into the JavaScript as a data URI. The module holds only their URLs and what they show.
import chat from '../../assets/illustrations/chat.svg?no-inline'
import clock from '../../assets/illustrations/clock.svg?no-inline'
import conversation from '../../assets/illustrations/conversation.svg?no-inline'
import ebook from '../../assets/illustrations/ebook.svg?no-inline'
import mail from '../../assets/illustrations/mail.svg?no-inline'
import planner from '../../assets/illustrations/planner.svg?no-inline'
import presentation from '../../assets/illustrations/presentation.svg?no-inline'
import progress from '../../assets/illustrations/progress.svg?no-inline'
import quotes from '../../assets/illustrations/quotes.svg?no-inline'
import signpost from '../../assets/illustrations/signpost.svg?no-inline'
import study from '../../assets/illustrations/study.svg?no-inline'
import team from '../../assets/illustrations/team.svg?no-inline'
import trust from '../../assets/illustrations/trust.svg?no-inline'

/** Every drawing's intrinsic size (its viewBox): 4:3. */
export const ILLUSTRATION_SIZE = { width: 400, height: 300 } as const

/** The drawings (decision 0152): a colour field and one symbol; `alt` says what it shows. */
export const ILLUSTRATIONS = {
  chat: { src: chat, alt: 'Ilustracja: dymek czatu z iskrą' },
  clock: { src: clock, alt: 'Ilustracja: zegar między słońcem a księżycem' },
  conversation: { src: conversation, alt: 'Ilustracja: dwa dymki rozmowy z sercem' },
  ebook: { src: ebook, alt: 'Ilustracja: książka ze strzałką pobierania' },
  mail: { src: mail, alt: 'Ilustracja: koperta z przyciskiem odtwarzania' },
  planner: { src: planner, alt: 'Ilustracja: kalendarz z odhaczonym dniem' },
  presentation: { src: presentation, alt: 'Ilustracja: ekran z przyciskiem odtwarzania' },
  progress: { src: progress, alt: 'Ilustracja: rosnące stopnie z flagą na szczycie' },
  quotes: { src: quotes, alt: 'Ilustracja: dymek z cudzysłowem i pięć gwiazdek' },
  signpost: { src: signpost, alt: 'Ilustracja: drogowskaz wskazujący dwa kierunki' },
  study: { src: study, alt: 'Ilustracja: otwarta książka i iskra pomysłu' },
  team: { src: team, alt: 'Ilustracja: trzy osoby obok siebie' },
  trust: { src: trust, alt: 'Ilustracja: tarcza z sercem' },
} as const

export type IllustrationName = keyof typeof ILLUSTRATIONS

import type { ChatMessageStatus, ChatMode, ChatSubject } from '@app/contract/chat'
import { PERSONA_IDS } from './personas'

/**
 * The demo personas' chat conversations (issue 'AI study chat'): what each student asked, when,
 * and how the last answer ended; the answers are the tutor's own (seed/chat.ts). Past
 * conversations lie between 16:00 and 20:00 Warsaw, as the rest of the activity seed.
 */
export interface SeedConversation {
  userId: string
  title: string
  subject: ChatSubject
  mode: ChatMode
  /** Warsaw days back; 0 is today (its times then come from the clock, before now). */
  daysAgo: number
  /** Minutes after midnight Warsaw of the first message (past days). */
  startMinute: number
  questions: readonly string[]
  /** How the last answer ended (COMPLETE unless said). */
  lastAnswer?: Extract<ChatMessageStatus, 'STOPPED' | 'INTERRUPTED'>
}

export const SEED_CHAT_CONVERSATIONS: readonly SeedConversation[] = [
  {
    userId: PERSONA_IDS.uczen,
    title: 'Funkcja kwadratowa',
    subject: 'matematyka',
    mode: 'socratic',
    daysAgo: 20,
    startMinute: 16 * 60 + 40,
    questions: [
      'Jak rozwiązać równanie $x^2-5x+6=0$?',
      'Delta wynosi 1.',
      'Czyli $x=2$ albo $x=3$?',
    ],
  },
  {
    userId: PERSONA_IDS.uczen,
    title: 'Ruch jednostajny',
    subject: 'fizyka',
    mode: 'explain',
    daysAgo: 16,
    startMinute: 17 * 60 + 10,
    questions: [
      'Samochód jedzie ruchem jednostajnym z prędkością 72 km/h. Jaką drogę przejedzie w 15 minut?',
      'A jak to policzyć w metrach na sekundę?',
    ],
    lastAnswer: 'STOPPED',
  },
  {
    userId: PERSONA_IDS.uczen,
    title: 'Stężenie procentowe',
    subject: 'chemia',
    mode: 'socratic',
    daysAgo: 11,
    startMinute: 18 * 60 + 5,
    questions: [
      'Jak policzyć stężenie procentowe roztworu, gdy rozpuszczam 20 g soli w 180 g wody?',
      'Masa roztworu to 200 g.',
    ],
    lastAnswer: 'INTERRUPTED',
  },
  {
    userId: PERSONA_IDS.uczen,
    title: 'Krzyżówka genetyczna',
    subject: 'biologia',
    mode: 'socratic',
    daysAgo: 6,
    startMinute: 19 * 60,
    questions: [
      'Jaki będzie stosunek fenotypów w krzyżówce genetycznej $Aa \\times Aa$?',
      'Kwadrat Punnetta ma 4 pola: AA, Aa, Aa, aa.',
    ],
  },
  {
    userId: PERSONA_IDS.uczen,
    title: 'Plan powtórek do matury',
    subject: 'inne',
    mode: 'explain',
    daysAgo: 3,
    startMinute: 16 * 60 + 20,
    questions: ['Pomóż mi ułożyć plan nauki do matury z matematyki na 8 tygodni.'],
  },
  {
    userId: PERSONA_IDS.uczen,
    title: 'Logarytmy',
    subject: 'matematyka',
    mode: 'socratic',
    daysAgo: 0,
    startMinute: 0,
    questions: [
      'Ile wynosi $\\log_2 8$?',
      '2 do potęgi 3 daje 8.',
      'Czyli 3?',
      'A ile wynosi $\\log_3 81$?',
      'Dzięki!',
    ],
  },
  {
    userId: PERSONA_IDS.pro,
    title: 'Trygonometria',
    subject: 'matematyka',
    mode: 'socratic',
    daysAgo: 9,
    startMinute: 17 * 60 + 30,
    questions: ['Ile wynosi $\\sin 30^\\circ$?', 'Z trójkąta równobocznego o boku 2?'],
  },
  {
    userId: PERSONA_IDS.pro,
    title: 'Jak uczyć się z fiszek',
    subject: 'inne',
    mode: 'explain',
    daysAgo: 2,
    startMinute: 18 * 60 + 15,
    questions: ['Jak uczyć się z fiszek, żeby szybko nie zapominać?'],
  },
]

/** Minutes between a question and the next one; an answer comes 20 s after its question. */
export const SEED_CHAT_GAP_MINUTES = 3
export const SEED_CHAT_ANSWER_DELAY_MS = 20_000

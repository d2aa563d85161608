/**
 * Polish suicide and self-harm phrases in a chat message (decision 0156). The text is lower-cased,
 * its diacritics folded (ą→a, ł→l, ż→z …), everything but letters and digits made a space, and
 * runs of three or more equal letters shortened to one ('nieeee' → 'nie'); the phrases below are
 * written in that form. Idioms that only look alike ('gol samobójczy', 'zabiję się ze śmiechu')
 * are blanked out first. Recall over precision: a false alarm costs a rephrased question, a
 * missed one may cost far more.
 */

import { foldLetters } from '../shared/fold-letters'

export type CrisisCategory = 'suicide' | 'self_harm'
export interface CrisisMatch {
  category: CrisisCategory
}

// Recurring pieces: 'chcę' also as 'hce', 'żyć' also as 'rzyć', 'umrzeć' also as 'umżeć'.
const CHCE = 'c?hc(e|em)'
const ZYC = '(z|rz)y(c|cie|cia|ciu)'
const WANT = `(${CHCE}|chcial(a)?bym|wolal(a)?bym|mam ochote|marze zeby)`

/** Thoughts or plans of ending one's life. */
const SUICIDE: readonly string[] = [
  `nie ?${CHCE}( mi sie)?( (juz|dalej|wiecej|tak|po prostu))* ${ZYC}`,
  `nie ?${CHCE}( juz)? istniec`,
  `${WANT}( juz| po prostu)* um(rz|z)ec`,
  `mam dosc ${ZYC}`,
  `zabi?(c|j|je|jesz|lbym|labym) sie`,
  `sie zabi?(c|je|jam)(?! (czas|nud))`,
  `samob(o|u)j(stw|c)\\w*`,
  `odebra\\w* sobie ${ZYC}`,
  `odbior\\w* sobie ${ZYC}`,
  `(skoncz|zakoncz)\\w* ze soba`,
  `zakoncz(yc|e|ylbym|ylabym) (swoje |moje )?${ZYC}`,
  `nie widze (juz )?(zadnego )?sensu (${ZYC}|w ${ZYC}|istnienia)`,
  `${ZYC} nie ma (juz )?(zadnego )?sensu`,
  `${WANT} (gdyby|zeby) mnie (juz )?nie bylo`,
  `zasnac i ((sie|juz|wiecej) )*nie obudzic`,
  `powies(ic|ze|zam|ilbym|ilabym) sie`,
  `sie powies(ic|ze)`,
  `(skocze|${WANT} skoczyc) z (mostu|dachu|okna|balkonu|bloku|wiezowca)`,
  `rzuc(e|ic) sie pod (pociag|samochod|auto|tramwaj|ciezarowke)`,
  `(lykne|polkne|wezme|wypije) (cale opakowanie|wszystkie) (tabletk|lek|tabs|proch)\\w*`,
  `(pod|po|prze)?(ciac|tne|etne|etnac|cielam|cielem|cialem|cialam)( sobie)? zyly`,
]

/** Hurting oneself without the aim of dying. */
const SELF_HARM: readonly string[] = [
  `(po)?(ciac|tne|cielam|cielem|cialem|cialam|ciachac|ciachalam|ciachalem) sie`,
  `pot(ne|nac) sie`,
  `sie (znowu |znow |dalej |ciagle )?(tne|pocielam|pocielem|potne|cielam|cielem)`,
  `sam(o)?okalecz\\w*`,
  `(o)?kalecz(am|ac|yc|e|ylam|ylem) sie`,
  `(robie|zrobie|zrobilam|zrobilem) sobie krzywde`,
  `${WANT} (sobie )?zrobic (sobie )?krzywde`,
  `zadaj(e|ac) sobie bol`,
  `przypal(am|ac|ilam|ilem) sie`,
  `(drapie|gryze|bije) sie (az )?do krwi`,
]

/** Idioms and other senses, blanked out before the lists are read. */
const NOT_CRISIS: readonly string[] = [
  // Sport and war: an own goal, a suicide attack or mission.
  `(gol|bramk|trafieni|strzal|bomb|zamach|atak|misj|lot|pilot|dron)\\w* samob(o|u)jc\\w*`,
  `samob(o|u)jc\\w* (gol|bramk|trafieni|strzal|bomb|zamach|atak|misj|lot|pilot|dron)\\w*`,
  // Figurative: 'political suicide'.
  `samob(o|u)jstw\\w* (polityczn|towarzysk|zawodow|finansow|marketingow)\\w*`,
  `(polityczn|towarzysk|zawodow|finansow|marketingow)\\w* samob(o|u)jstw\\w*`,
  // Laughing or being bored to death.
  `(zabi\\w*|umr\\w*|umrzec|umierac) (sie )?(ze smiechu|z nudow)`,
  // An accident that nearly happened.
  `(prawie|o maly wlos( bym| bys)?) (sie )?zabi\\w*( sie)?`,
]

/** A phrase matches from a word's start to a word's end. */
const bounded = (phrase: string) => `(?<![a-z0-9])(?:${phrase})(?![a-z0-9])`
const compile = (phrases: readonly string[]) => phrases.map((p) => new RegExp(bounded(p)))
const SUICIDE_RE = compile(SUICIDE)
const SELF_HARM_RE = compile(SELF_HARM)
const NOT_CRISIS_RE = new RegExp(NOT_CRISIS.map(bounded).join('|'), 'g')

/** Lower case, diacritics folded, only letters and digits, one space between words. */
export function normalizeForCrisis(text: string): string {
  return foldLetters(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    .trim()
}

/** The category of crisis a message speaks of, suicide before self-harm, or null. */
export function detectCrisis(text: string): CrisisMatch | null {
  const plain = normalizeForCrisis(text).replace(NOT_CRISIS_RE, ' ')
  if (SUICIDE_RE.some((re) => re.test(plain))) return { category: 'suicide' }
  if (SELF_HARM_RE.some((re) => re.test(plain))) return { category: 'self_harm' }
  return null
}

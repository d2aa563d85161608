import type { Chronotype } from '@app/domain/chronotype/chronotype'

/** Practical advice for a teenager, per chronotype. */
export interface ChronotypeAdvice {
  /** One or two sentences on what the result means. */
  summary: string
  /** When to study hard subjects and new material. */
  study: string
  /** When to rest and what to keep for low-energy hours. */
  rest: string
  sleep: string[]
}

const TEEN_SLEEP_NEED =
  'Nastolatek potrzebuje 8–10 godzin snu: policz od budzika wstecz, o której trzeba zasnąć.'

export const CHRONOTYPE_ADVICE: Record<Chronotype, ChronotypeAdvice> = {
  'definitely-morning': {
    summary:
      'Jesteś wyraźnym skowronkiem: najwięcej energii masz rano, a wieczorem szybko się wyciszasz. Przy szkolnym planie lekcji to duża przewaga, o ile jej nie przesypiasz i nie zarywasz wieczorów.',
    study:
      'Trudne przedmioty i nowy materiał planuj na wczesne godziny: w weekend od 7:00 do 11:00, w dni szkolne zaraz po powrocie ze szkoły i krótkim obiedzie. Po 19:00 zostaw już tylko lekkie powtórki i fiszki.',
    rest: 'Po obiedzie Twoja energia spada: to dobra pora na spacer, trening albo drzemkę do 20 minut (najpóźniej o 16:00). Wieczór przeznacz na spokojny odpoczynek.',
    sleep: [
      'Kładź się o stałej porze, także w weekend: różnica nie powinna przekraczać godziny.',
      'Nie daj się wciągnąć w nocne rozmowy na czacie. Skowronek za zarwany wieczór płaci całym następnym dniem.',
      TEEN_SLEEP_NEED,
    ],
  },
  'moderately-morning': {
    summary:
      'Jesteś raczej skowronkiem: rano rozkręcasz się sprawnie, choć nie musisz wstawać o świcie. Najlepszą formę masz przed południem.',
    study:
      'Trudne przedmioty planuj na przedpołudnie i wczesne popołudnie: w weekend między 9:00 a 12:00, w dni szkolne wkrótce po powrocie ze szkoły. Wieczorem ucz się lżejszych rzeczy i powtarzaj.',
    rest: 'Zanim siądziesz do nauki po szkole, zrób krótką przerwę na posiłek i ruch. Po 21:00 odłóż ekrany i zajmij się czymś spokojnym.',
    sleep: [
      'Stała pora wstawania, również w weekend, utrzyma Twój rytm.',
      'Rano wyjdź na dzienne światło, choćby w drodze do szkoły: to najsilniejszy sygnał dla zegara biologicznego.',
      TEEN_SLEEP_NEED,
    ],
  },
  intermediate: {
    summary:
      'Nie jesteś ani skowronkiem, ani sową, tak jak większość ludzi. Łatwo dopasujesz się do planu lekcji, jeśli zadbasz o regularność.',
    study:
      'Najlepszy czas na trudne przedmioty to zwykle późne przedpołudnie i wczesne popołudnie. W dni szkolne siadaj do najtrudniejszego zadania po krótkiej przerwie po lekcjach, zanim zmęczenie się nawarstwi.',
    rest: 'Spadek energii po obiedzie wykorzystaj na ruch albo przerwę bez telefonu. Wieczór zostaw na powtórki, fiszki i odpoczynek.',
    sleep: [
      'Pilnuj podobnej pory snu w tygodniu i w weekend: to ona najbardziej wpływa na Twoją formę.',
      'Na godzinę przed snem odłóż telefon i przygaś światło.',
      TEEN_SLEEP_NEED,
    ],
  },
  'moderately-evening': {
    summary:
      'Jesteś raczej sową: rano rozkręcasz się powoli, a szczyt formy przychodzi po południu i wieczorem. U nastolatków to bardzo częste.',
    study:
      'Najtrudniejsze przedmioty planuj na późne popołudnie i wczesny wieczór, mniej więcej od 16:00 do 20:00. Rano, zanim się rozbudzisz, zajmij się prostszymi rzeczami: powtórkami i porządkowaniem notatek.',
    rest: 'Tuż po szkole daj sobie przerwę z ruchem i posiłkiem, a po 21:30 przechodź na spokojne zajęcia, żeby zasnąć o rozsądnej porze.',
    sleep: [
      'Rano od razu szukaj dziennego światła: odsłoń okno, wyjdź na zewnątrz. To przesuwa zegar biologiczny wcześniej.',
      'Wieczorem przygaś światło i odłóż ekrany na godzinę przed snem: światło z telefonu opóźnia senność.',
      'W weekend wstawaj najwyżej 1–2 godziny później niż w tygodniu, żeby poniedziałek nie był jak zmiana strefy czasowej.',
      TEEN_SLEEP_NEED,
    ],
  },
  'definitely-evening': {
    summary:
      'Jesteś wyraźną sową: najlepiej myślisz wieczorem, a poranki są dla Ciebie trudne. To nie lenistwo. Tak działa Twój zegar biologiczny, a w okresie dojrzewania przesuwa się on jeszcze później.',
    study:
      'Trudne przedmioty i nowy materiał planuj na późne popołudnie i wieczór, mniej więcej od 17:00 do 21:00. Nie przesuwaj nauki po 22:00: ta godzina zabiera Ci sen przed kolejnym porankiem.',
    rest: 'Rano nie zmuszaj się do najtrudniejszych zadań; lepiej przejrzyj fiszki. Po szkole zrób przerwę z ruchem na świeżym powietrzu, a wieczorem zwalniaj tempo od 22:00.',
    sleep: [
      'Światło rano, ciemność wieczorem: to najskuteczniejszy sposób, żeby przesunąć rytm na wcześniej.',
      'Wstawaj o stałej godzinie także w weekend (najwyżej 1–2 godziny później niż w tygodniu).',
      'Po 14:00 nie pij kawy ani napojów energetycznych: kofeina działa jeszcze wiele godzin.',
      'Jeśli mimo starań nie zasypiasz przed 1:00 albo w ciągu dnia stale walczysz z sennością, porozmawiaj z rodzicami o wizycie u lekarza.',
    ],
  },
}

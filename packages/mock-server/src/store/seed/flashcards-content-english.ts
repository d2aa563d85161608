import type { SeedCard, SeedDeck } from './flashcards-content.types'

/** The English word or phrase, its Polish meaning and an English example sentence. */
type Word = readonly [front: string, meaning: string, example: string]

const section = (tag: string, words: readonly Word[]): SeedCard[] =>
  words.map(([front, meaning, example]) => ({
    front,
    back: `${meaning}\n\n*${example}*`,
    tags: [tag],
  }))

const ADJECTIVES: readonly Word[] = [
  ['reluctant', 'niechętny', 'She was reluctant to admit her mistake.'],
  ['reliable', 'niezawodny, godny zaufania', 'My old bike is slow but reliable.'],
  ['obvious', 'oczywisty', "It was obvious that he hadn't read the book."],
  ['ambitious', 'ambitny', 'She has an ambitious plan to learn three languages.'],
  ['considerate', 'taktowny, liczący się z innymi', 'It was considerate of you to call first.'],
  ['convenient', 'dogodny, wygodny', 'Is Friday afternoon convenient for you?'],
  ['sensible', 'rozsądny', 'Wearing a helmet is the sensible thing to do.'],
  ['sensitive', 'wrażliwy', 'He is very sensitive to criticism.'],
  ['aware', 'świadomy', 'Are you aware of the risks?'],
  ['eager', 'chętny, gorliwy', 'The students were eager to start the experiment.'],
  ['exhausted', 'wyczerpany', 'After the marathon I was completely exhausted.'],
  ['thorough', 'dokładny, gruntowny', 'The doctor gave me a thorough examination.'],
  ['straightforward', 'prosty, nieskomplikowany', 'The instructions were straightforward.'],
  ['inevitable', 'nieunikniony', 'Some mistakes are inevitable when you learn.'],
  ['outstanding', 'wybitny', 'She won an award for her outstanding work.'],
  ['overwhelming', 'przytłaczający, ogromny', 'The support from our fans was overwhelming.'],
  ['tedious', 'nużący, żmudny', 'Copying notes by hand can be tedious.'],
  ['genuine', 'prawdziwy, autentyczny', 'Is this genuine leather?'],
  ['vulnerable', 'bezbronny, podatny na zranienie', 'Young children are vulnerable to infections.'],
  ['reasonable', 'rozsądny, przystępny (np. o cenie)', 'The prices here are quite reasonable.'],
]

const VERBS: readonly Word[] = [
  ['to achieve', 'osiągnąć', 'She achieved her goal of running 10 km.'],
  ['to afford', 'pozwolić sobie na coś (finansowo)', "We can't afford a new car this year."],
  ['to avoid', 'unikać', 'Try to avoid eating late at night.'],
  ['to claim', 'twierdzić; domagać się', 'He claims that he saw a UFO.'],
  ['to deny', 'zaprzeczać', 'She denied breaking the window.'],
  ['to encourage', 'zachęcać', 'My parents encouraged me to apply.'],
  ['to estimate', 'szacować', 'Experts estimate that the bridge will cost millions.'],
  ['to improve', 'poprawić, ulepszyć', 'Reading every day will improve your vocabulary.'],
  ['to involve', 'wiązać się z czymś, obejmować', 'The job involves a lot of travelling.'],
  ['to persuade', 'przekonać, namówić', 'I persuaded my brother to lend me his laptop.'],
  ['to postpone', 'przełożyć, odłożyć na później', 'The match was postponed because of the rain.'],
  ['to prevent', 'zapobiegać, uniemożliwiać', 'Regular exercise can prevent many diseases.'],
  ['to rely on', 'polegać na', 'You can always rely on Tom.'],
  ['to require', 'wymagać', 'This recipe requires three eggs.'],
  ['to struggle', 'zmagać się, mieć trudności', 'Many students struggle with maths at first.'],
  ['to suggest', 'sugerować, proponować', 'I suggest taking the earlier train.'],
  ['to threaten', 'grozić, zagrażać', 'Pollution threatens many species of fish.'],
  ['to tend to', 'mieć skłonność do, zwykle coś robić', 'I tend to get nervous before exams.'],
  ['to emphasise', 'podkreślać, kłaść nacisk', 'The teacher emphasised the importance of sleep.'],
  ['to cope with', 'radzić sobie z', 'How do you cope with stress?'],
  ['to assume', 'zakładać, przypuszczać', "I assume you've already done your homework."],
  ['to acknowledge', 'przyznać, uznać', 'He acknowledged that he had made a mistake.'],
  ['to distract', 'rozpraszać', "Don't distract me while I'm driving."],
  ['to exaggerate', 'przesadzać, wyolbrzymiać', 'He always exaggerates his problems.'],
]

const PHRASAL_VERBS: readonly Word[] = [
  ['to give up', 'zrezygnować; rzucić (nałóg)', 'He gave up smoking last year.'],
  ['to look forward to', 'nie móc się doczekać', "I'm looking forward to the summer holidays."],
  ['to put off', 'odkładać na później', 'Stop putting off your homework!'],
  ['to come up with', 'wymyślić (pomysł, rozwiązanie)', 'She came up with a brilliant idea.'],
  ['to turn down', 'odrzucić (ofertę); ściszyć', 'He turned down the job offer.'],
  ['to run out of', 'wyczerpać zapas czegoś', "We've run out of milk."],
  ['to get along with', 'dogadywać się z', 'I get along well with my classmates.'],
  ['to figure out', 'rozgryźć, zrozumieć', "I can't figure out how this app works."],
  ['to carry out', 'przeprowadzić, wykonać', 'The scientists carried out an experiment.'],
  ['to set up', 'założyć (firmę), zorganizować', 'They set up a small business after school.'],
]

const NOUNS: readonly Word[] = [
  ['an achievement', 'osiągnięcie', 'Passing the exam was a great achievement.'],
  ['an advantage', 'zaleta, przewaga', 'Good public transport is a big advantage of city life.'],
  ['an approach', 'podejście', 'We need a new approach to this problem.'],
  ['awareness', 'świadomość', 'The campaign raised awareness of climate change.'],
  ['a challenge', 'wyzwanie', 'Learning Chinese is a real challenge.'],
  ['evidence', 'dowód, dowody', 'There is no evidence that he was there.'],
  ['an issue', 'kwestia, problem', 'Bullying is a serious issue in many schools.'],
  ['knowledge', 'wiedza', 'Her knowledge of history is impressive.'],
  ['a requirement', 'wymóg, wymaganie', 'Good English is a requirement for this job.'],
  ['a skill', 'umiejętność', 'Communication is a key skill in every job.'],
  ['a purpose', 'cel', 'What is the purpose of your visit?'],
  ['a survey', 'ankieta, badanie opinii', 'According to a survey, teenagers sleep too little.'],
  ['a drawback', 'wada, minus', 'The main drawback of this phone is its battery.'],
  ['an outcome', 'wynik, rezultat', 'Nobody could predict the outcome of the election.'],
]

const IDIOMS: readonly Word[] = [
  [
    'to take something for granted',
    'uważać coś za oczywiste',
    'We often take clean water for granted.',
  ],
  ['a piece of cake', 'bułka z masłem, coś bardzo łatwego', 'The test was a piece of cake.'],
  ['to break the ice', 'przełamać lody', 'He told a joke to break the ice.'],
  ['to hit the books', 'zabrać się do nauki, wkuwać', 'I have to hit the books before the finals.'],
  ['once in a blue moon', 'bardzo rzadko, od wielkiego dzwonu', 'We eat out once in a blue moon.'],
  [
    'to be under the weather',
    'źle się czuć, być lekko chorym',
    "I'm a bit under the weather today.",
  ],
  ['to keep an eye on', 'mieć na oku, pilnować', 'Could you keep an eye on my bag?'],
  ['to make up your mind', 'zdecydować się', "I can't make up my mind which course to choose."],
  ['to cost an arm and a leg', 'kosztować majątek', 'These concert tickets cost an arm and a leg.'],
  [
    'to get the hang of something',
    'nabrać wprawy w czymś',
    "It's hard at first, but you'll get the hang of it.",
  ],
  ['the last straw', 'kropla, która przepełniła czarę', 'His rude comment was the last straw.'],
  ['in the long run', 'na dłuższą metę', 'Regular practice pays off in the long run.'],
]

export const ANGIELSKI_DECK: SeedDeck = {
  key: 'angielski',
  name: 'Angielski: słownictwo B2',
  cards: [
    ...section('przymiotnik', ADJECTIVES),
    ...section('czasownik', VERBS),
    ...section('czasownik frazowy', PHRASAL_VERBS),
    ...section('rzeczownik', NOUNS),
    ...section('idiom', IDIOMS),
  ],
}

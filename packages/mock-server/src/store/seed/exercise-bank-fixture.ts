// TEMPORARY until ex-seed's EXERCISE_SEED is merged.
import type { AnswerInput, ExerciseSource } from '@app/contract/exercises'
import type { ExerciseStatus } from '@app/contract/exercises/constants'
import type { PERSONA_IDS } from './personas'

export interface SeedExercise {
  id: string
  authorPersona: keyof typeof PERSONA_IDS
  status: ExerciseStatus
  source: ExerciseSource
  correctAnswer: AnswerInput
  wrongAnswer: AnswerInput
}

const math = (
  title: string,
  statement: string,
  value: number,
): Omit<SeedExercise, 'id' | 'authorPersona' | 'status'> => ({
  source: {
    subject: 'matematyka',
    level: 'MATURA_BASIC',
    topic: 'rownania-i-nierownosci',
    difficulty: 'EASY',
    title,
    statement,
    solution: `Przenosimy wyrazy i dostajemy $x=${value}$.`,
    answer: { type: 'NUMERIC', value, tolerance: 0, unit: null, form: 'DECIMAL' },
    hints: ['Przenieś niewiadome na jedną stronę.', 'Podziel obie strony przez współczynnik.'],
    images: [],
  },
  correctAnswer: { type: 'NUMERIC', value: String(value), unit: '' },
  wrongAnswer: { type: 'NUMERIC', value: String(value + 1), unit: '' },
})

export const EXERCISE_SEED: SeedExercise[] = [
  {
    id: '30f6hd6fzdPaH8Vbt2JiNbUnQLB',
    authorPersona: 'admin',
    status: 'PUBLISHED',
    ...math('Równanie liniowe', 'Rozwiąż równanie $3(x-2)=2x+5$.', 11),
  },
  {
    id: '30fE024tzlElNPybC23qfsUfcDi',
    authorPersona: 'admin',
    status: 'PUBLISHED',
    ...math('Równanie z nawiasem', 'Rozwiąż równanie $2(x+1)=10$.', 4),
  },
  {
    id: '30fLIR37zt3wThRaV1nyy9UXo6F',
    authorPersona: 'admin',
    status: 'PUBLISHED',
    source: {
      subject: 'fizyka',
      level: 'HIGH_SCHOOL',
      topic: 'kinematyka',
      difficulty: 'MEDIUM',
      title: 'Droga samochodu',
      statement:
        'Samochód jedzie ze stałą prędkością 72 km/h przez 15 minut. Jaką drogę przejedzie?',
      solution: '$s = v t = 72 \\cdot 0{,}25 = 18$ km.',
      answer: { type: 'NUMERIC', value: 18, tolerance: 0.1, unit: 'km', form: 'DECIMAL' },
      hints: ['Zamień minuty na godziny.'],
      images: [],
    },
    correctAnswer: { type: 'NUMERIC', value: '18', unit: 'km' },
    wrongAnswer: { type: 'NUMERIC', value: '1080', unit: 'km' },
  },
  {
    id: '30fSaq1M00t7ZyuZo1Y7GQUPzym',
    authorPersona: 'admin',
    status: 'PUBLISHED',
    source: {
      subject: 'biologia',
      level: 'MATURA_BASIC',
      topic: 'komorka',
      difficulty: 'EASY',
      title: 'Centrum energetyczne komórki',
      statement: 'Który organellum wytwarza większość ATP w komórce?',
      solution: 'Mitochondrium: tam zachodzi oddychanie tlenowe.',
      answer: {
        type: 'SINGLE_CHOICE',
        options: [
          { id: 'a', text: 'Rybosom' },
          { id: 'b', text: 'Mitochondrium' },
          { id: 'c', text: 'Jądro komórkowe' },
        ],
        correct: 'b',
      },
      hints: ['Pomyśl o oddychaniu komórkowym.', 'Ma własne DNA.'],
      images: [],
    },
    correctAnswer: { type: 'SINGLE_CHOICE', optionId: 'b' },
    wrongAnswer: { type: 'SINGLE_CHOICE', optionId: 'a' },
  },
  {
    id: '30fZtEza08iIgGNZ71IFYhUIBrJ',
    authorPersona: 'admin',
    status: 'PUBLISHED',
    source: {
      subject: 'matematyka',
      level: 'MATURA_EXTENDED',
      topic: 'wyrazenia-algebraiczne',
      difficulty: 'MEDIUM',
      title: 'Rozwinięcie iloczynu',
      statement: 'Zapisz $2(x+1)$ bez nawiasów.',
      solution: 'Mnożymy: $2x+2$.',
      answer: { type: 'EXPRESSION', expression: '2x+2', variables: ['x'] },
      hints: ['Pomnóż każdy wyraz w nawiasie przez 2.'],
      images: [],
    },
    correctAnswer: { type: 'EXPRESSION', expression: '2x+2' },
    wrongAnswer: { type: 'EXPRESSION', expression: '2x+1' },
  },
  {
    id: '30fhBdxo0GXTmXqYQ12NqyUANjq',
    authorPersona: 'admin',
    status: 'PUBLISHED',
    source: {
      subject: 'biologia',
      level: 'HIGH_SCHOOL',
      topic: 'genetyka',
      difficulty: 'HARD',
      title: 'Kod genetyczny',
      statement: 'Wyjaśnij, dlaczego kod genetyczny nazywamy zdegenerowanym.',
      solution: 'Jeden aminokwas może być kodowany przez kilka kodonów.',
      answer: { type: 'OPEN' },
      hints: [],
      images: [],
    },
    correctAnswer: {
      type: 'OPEN',
      text: 'Kilka kodonów koduje ten sam aminokwas.',
      selfGrade: 'CORRECT',
    },
    wrongAnswer: { type: 'OPEN', text: 'Bo się psuje.', selfGrade: 'INCORRECT' },
  },
  {
    id: '30foU2w20OMespJXj0mW9FU2ZcN',
    authorPersona: 'uczen',
    status: 'PRIVATE',
    ...math('Moje równanie', 'Rozwiąż równanie $x+3=5$.', 2),
  },
  {
    id: '30fvmRuG0WBpz6mX20WeRWTulUu',
    authorPersona: 'uczen',
    status: 'PENDING',
    ...math('Równanie do recenzji', 'Rozwiąż równanie $x-3=5$.', 8),
  },
  {
    id: '30g34qsU0e115OFWL0GmjnTmxNR',
    authorPersona: 'uczen',
    status: 'CHANGES_REQUESTED',
    ...math('Równanie do poprawy', 'Rozwiąż równanie $2x=5$.', 2.5),
  },
  {
    id: '30gANFqi0lqCBfiVe00v24Tf9Fy',
    authorPersona: 'pro',
    status: 'PUBLISHED',
    ...math('Równanie pro', 'Rozwiąż równanie $5x=20$.', 4),
  },
  {
    id: '30gHfeow0tfNHxBUwzl3KLTXL8V',
    authorPersona: 'pro',
    status: 'PENDING',
    ...math('Oczekujące 1', 'Rozwiąż równanie $x+1=2$.', 1),
  },
  {
    id: '30gOy3nA11UYOEeUFzVBccTPX12',
    authorPersona: 'pro',
    status: 'PENDING',
    ...math('Oczekujące 2', 'Rozwiąż równanie $x+2=5$.', 3),
  },
  {
    id: '30gWGSlO19JjUW7TYzFJutTHitZ',
    authorPersona: 'admin',
    status: 'PENDING',
    ...math('Oczekujące 3', 'Rozwiąż równanie $x+3=7$.', 4),
  },
  {
    id: '30gdYrjc1H8uanaSryzSDAT9um6',
    authorPersona: 'admin',
    status: 'PENDING',
    ...math('Oczekujące 4', 'Rozwiąż równanie $x+4=9$.', 5),
  },
]

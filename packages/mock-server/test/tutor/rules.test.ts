import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tutorAnswer, tutorSeed, type TutorInput, type TutorMessage } from '../../src/tutor'
import { compareWithBack } from '../../src/tutor/flashcard'

const user = (content: string): TutorMessage => ({ role: 'user', content })
const assistant = (content: string): TutorMessage => ({ role: 'assistant', content })

/** A conversation: the student's messages, each answered by the tutor as it would answer. */
function talk(mode: TutorInput['mode'], said: string[], extra: Partial<TutorInput> = {}) {
  const messages: TutorMessage[] = []
  let answer = ''
  for (const text of said) {
    messages.push(user(text))
    answer = tutorAnswer({ messages, mode, ...extra })
    messages.push(assistant(answer))
  }
  return answer
}

const QUADRATIC = 'Pomóż mi rozwiązać x^2-5x+6=0'
/** Any way of stating the roots 2 and 3. */
const ROOTS = /x_?\{?[12]?\}?\s*=\s*[23]\b/

describe('the rule-based tutor', () => {
  it('gives the same answer to the same input', () => {
    const input: TutorInput = {
      messages: [user(QUADRATIC), assistant('…'), user('a=1, b=-5, c=6')],
      mode: 'socratic',
      profile: { schoolType: 'LICEUM', grade: 2, subjects: ['matematyka'] },
    }
    expect(tutorAnswer(input)).toBe(tutorAnswer(structuredClone(input)))
    expect(tutorSeed(input)).toBe(tutorSeed(structuredClone(input)))
    expect(tutorSeed({ ...input, variant: 1 })).not.toBe(tutorSeed(input))
  })

  it('uses neither Math.random nor the time of day', () => {
    const dir = join(import.meta.dirname, '../../src/tutor')
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    )
    for (const file of files) {
      const source = readFileSync(join(dir, file), 'utf8')
      expect(source, file).not.toMatch(/Math\.random|Date\.now|new Date\(|performance\.now/)
    }
  })

  describe('Socratic mode', () => {
    it('asks first and holds the result back on the first turn', () => {
      const answer = talk('socratic', [QUADRATIC])
      expect(answer).toContain('$$x^2-5x+6=0$$')
      expect(answer).toContain('co już wiesz')
      expect(answer).toContain('Podpowiedź')
      expect(answer).toMatch(/\?/)
      expect(answer).not.toMatch(ROOTS)
      expect(answer).not.toContain('\\Delta=1')
    })

    it('takes the next step as a question after a right intermediate result', () => {
      const answer = talk('socratic', [QUADRATIC, 'a=1, b=-5, c=6'])
      expect(answer).toContain('$\\Delta=b^2-4ac$')
      expect(answer).not.toMatch(ROOTS)
      const next = talk('socratic', [QUADRATIC, 'a=1, b=-5, c=6', 'delta = 1'])
      expect(next).toContain('x_{1,2}=\\frac{-b\\pm\\sqrt{\\Delta}}{2a}')
      expect(next).not.toMatch(ROOTS)
    })

    it('confirms a right result and offers another exercise', () => {
      for (const said of ['x=2 i x=3', 'x1 = 3, x2 = 2', 'wyszło mi 2 oraz 3']) {
        const answer = talk('socratic', [QUADRATIC, said])
        expect(answer, said).toContain('$x_1=2$ i $x_2=3$')
        expect(answer, said).toContain('x^2-7x+12=0')
      }
    })

    it('confirms a right result given with the question itself', () => {
      expect(talk('socratic', ['x^2-5x+6=0, wyszło mi x=2 i x=3, dobrze?'])).toContain(
        '$x_1=2$ i $x_2=3$',
      )
    })

    it('checks the practice exercise it offered', () => {
      const answer = talk('socratic', [QUADRATIC, 'x=2 i x=3', 'x=3 i x=4'])
      expect(answer).toContain('$x_1=3$ i $x_2=4$')
    })

    it('points out a wrong result without giving the right one', () => {
      const answer = talk('socratic', [QUADRATIC, 'x=1 i x=6'])
      expect(answer).toContain('Sprawdźmy $x=1$')
      expect(answer).not.toMatch(ROOTS)
      const half = talk('socratic', [QUADRATIC, 'x1 = 2'])
      expect(half).toContain('Część wyniku się zgadza')
      expect(half).not.toContain('x_2=3')
    })

    it('reads any quadratic or linear equation the student writes', () => {
      expect(talk('socratic', ['rozwiąż x² + 2x - 8 = 0', 'x=-4 i x=2'])).toContain(
        '$x_1=-4$ i $x_2=2$',
      )
      expect(talk('socratic', ['x^2+x+1=0', 'nie ma rozwiązań'])).toContain(
        'nie ma rozwiązań w liczbach rzeczywistych',
      )
      const linear = talk('socratic', ['3x + 5 = 20'])
      expect(linear).toContain('$$3x+5=20$$')
      expect(linear).not.toMatch(/x\s*=\s*5\b/)
      expect(talk('socratic', ['3x + 5 = 20', 'x = 5'])).toContain('$x=5$')
    })

    it.each([
      ['Ile to log_2 8?', '\\log_{2} 8', 'wychodzi 3', '$\\log_{2} 8=3$'],
      [
        'Nie rozumiem trygonometrii',
        'Oblicz $\\sin\\alpha$',
        'sin = 3/5, cos = 4/5',
        '\\cos\\alpha=\\frac{4}{5}',
      ],
      ['Ile wynosi sin 30°?', '\\sin 30^\\circ', '1/2', '$\\sin 30^\\circ=\\frac{1}{2}$'],
      [
        'Zadanie z prędkością w ruchu jednostajnym',
        '$18\\ \\frac',
        's = 12 km',
        '=12\\ \\text{km}',
      ],
      ['Jak liczyć przyspieszenie?', 'przyspiesza', 'v = 10 m/s, s = 25 m', '=25\\ \\text{m}'],
      ['Jak policzyć stężenie procentowe?', '$20\\ \\text{g}$ soli', '10%', '=10\\%'],
      ['Ile to moli?', '$36\\ \\text{g}$', '2 mole', '=2\\ \\text{mol}'],
      ['Krzyżówka genetyczna, allele', 'Aa\\times Aa', '1/4', 'czyli $25\\%$'],
    ])('%s: asks first, then confirms', (question, task, right, result) => {
      const first = talk('socratic', [question])
      expect(first).toContain(task)
      expect(first).toContain('Podpowiedź')
      expect(first).not.toContain(result)
      expect(talk('socratic', [question, right])).toContain(result)
    })

    it('coaches study planning and the course methods with questions', () => {
      const plan = talk('socratic', ['Pomóż mi ułożyć plan nauki do matury'], {
        profile: { schoolType: 'LICEUM', subjects: ['matematyka', 'fizyka'] },
      })
      expect(plan).toContain('Ile masz czasu do matury')
      expect(plan).toContain('matematyka, fizyka')
      expect(
        talk('socratic', ['Jak się uczyć do egzaminu?'], { profile: { schoolType: 'PODSTAWOWA' } }),
      ).toContain('egzaminu ósmoklasisty')
      expect(talk('socratic', ['Jak działa technika Pomodoro?'])).toContain('25 minut')
      expect(talk('socratic', ['Jak robić powtórki rozłożone w czasie?'])).toContain('po 3 dniach')
      expect(talk('socratic', ['Jak uczyć się z fiszek?'])).toContain('Aktywne przypominanie')
    })

    it('asks what the student works on when no topic is recognised', () => {
      const answer = talk('socratic', ['Cześć!'])
      expect(answer).toContain('Nad czym teraz pracujesz?')
      expect(talk('socratic', ['hej'], { subject: 'fizyka' })).toContain('Z przedmiotu fizyka')
      expect(talk('socratic', ['dzięki!'])).toContain('Nie ma sprawy')
    })
  })

  describe("'Wyjaśniaj' mode", () => {
    it('explains with the result, KaTeX, a list and a table', () => {
      const answer = talk('explain', [QUADRATIC])
      expect(answer).toContain('$\\Delta=b^2-4ac$')
      expect(answer).toContain('$$x_1=\\frac{-b-\\sqrt{\\Delta}}{2a}=2')
      expect(answer).toContain('**Odpowiedź:** $x_1=2$ i $x_2=3$')
      expect(answer).toMatch(/^1\. /m)
      expect(answer).toMatch(/^\| --- \| --- \| --- \|$/m)
    })

    it('simplifies irrational roots', () => {
      expect(talk('explain', ['2x^2-3x-1=0'])).toContain('x_1=\\frac{3-\\sqrt{17}}{4}')
      expect(talk('explain', ['x^2-8=0'])).toContain(
        'x_2=\\frac{-b+\\sqrt{\\Delta}}{2a}=2\\sqrt{2}',
      )
    })

    it('shows code in the physics and the study-planning explanations', () => {
      expect(talk('explain', ['ruch jednostajnie przyspieszony'])).toContain('```python\n')
      expect(talk('explain', ['plan nauki do matury'])).toContain('```python\n')
      expect(talk('explain', ['plan nauki do matury'])).toMatch(/^\| Poniedziałek/m)
    })

    it('offers an exercise on the next turn and checks it', () => {
      const offer = talk('explain', [QUADRATIC, 'Rozumiem, dzięki'])
      expect(offer).toContain('x^2-7x+12=0')
      expect(talk('explain', [QUADRATIC, 'Rozumiem', 'x=3, x=4'])).toContain('$x_1=3$ i $x_2=4$')
    })
  })

  describe('with a flashcard as context', () => {
    const context = {
      kind: 'flashcard' as const,
      front: 'Co to jest mitochondrium?',
      back: 'Organellum komórki, w którym zachodzi oddychanie komórkowe i powstaje ATP.',
    }

    it('quizzes on the card without showing its back', () => {
      for (const mode of ['socratic', 'explain'] as const) {
        const answer = talk(mode, ['Wyjaśnij mi tę fiszkę'], { context })
        expect(answer).toContain('> Co to jest mitochondrium?')
        expect(answer).not.toContain('Organellum')
        expect(answer).not.toContain('ATP')
      }
    })

    it('gives a clue rather than the back after "nie wiem" in Socratic mode', () => {
      const answer = talk('socratic', ['Zapytaj mnie', 'nie wiem'], { context })
      expect(answer).toContain('na literę „O”')
      expect(answer).not.toContain('ATP')
    })

    it('compares the answer with the back, loosely, and then shows it', () => {
      const right = talk(
        'socratic',
        ['Zapytaj mnie', 'to organellum, w nim zachodzi oddychanie komórkowe i powstaje atp'],
        { context },
      )
      expect(right).toMatch(/Dokładnie tak|zgadza się|o to chodziło/)
      expect(right).toContain('> Organellum komórki')
      const partly = talk('socratic', ['Zapytaj mnie', 'tam powstaje ATP'], { context })
      expect(partly).toContain('Blisko')
      expect(partly).toContain('organellum')
      expect(talk('socratic', ['Zapytaj mnie', 'to część jądra'], { context })).toContain(
        'Jeszcze nie to',
      )
    })

    it('matches answers with other endings and without diacritics', () => {
      expect(
        compareWithBack(
          'fotosynteza zachodzi w chloroplastach',
          'Fotosynteza zachodzi w chloroplastach',
        ).verdict,
      ).toBe('right')
      expect(compareWithBack('Chloroplasty', 'chloroplast').verdict).toBe('right')
      expect(compareWithBack('zolw', 'Żółw').verdict).toBe('right')
      expect(compareWithBack('1410', 'Bitwa pod Grunwaldem: 1410').verdict).toBe('partial')
      expect(compareWithBack('1409', '1410').verdict).toBe('wrong')
    })
  })
})

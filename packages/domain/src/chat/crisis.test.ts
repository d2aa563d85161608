import { describe, expect, it } from 'vitest'
import { detectCrisis, normalizeForCrisis } from './crisis'

describe('normalizeForCrisis', () => {
  it.each([
    ['Nie chcę ŻYĆ!!!', 'nie chce zyc'],
    ['Zabiję się.', 'zabije sie'],
    ['Łódź, źdźbło, gęś', 'lodz zdzblo ges'],
    ['nieeeee chceeee żyyyyć', 'nie chce zyc'],
    ['  samo-bójstwo\n', 'samo bojstwo'],
    ['zaangażowanie', 'zaangazowanie'],
  ])('%j → %j', (text, plain) => {
    expect(normalizeForCrisis(text)).toBe(plain)
  })
})

describe('detectCrisis: must match', () => {
  it.each([
    // suicide, as written and as misspelt
    ['Nie chcę żyć', 'suicide'],
    ['nie chce zyc', 'suicide'],
    ['niechce zyc', 'suicide'],
    ['nie chce rzyć', 'suicide'],
    ['Nie chce mi się żyć.', 'suicide'],
    ['już nie chcę tak żyć', 'suicide'],
    ['NIE CHCEEEE ŻYĆ', 'suicide'],
    ['nie chcę już istnieć', 'suicide'],
    ['Zabiję się', 'suicide'],
    ['zabije sie', 'suicide'],
    ['zabje sie jutro', 'suicide'],
    ['chyba się zabiję', 'suicide'],
    ['Chcę się zabić', 'suicide'],
    ['chce sie zabic', 'suicide'],
    ['zabiłbym się gdybym mógł', 'suicide'],
    ['Samobójstwo', 'suicide'],
    ['samobojstwo', 'suicide'],
    ['samobujstwo', 'suicide'],
    ['myślę o samobójstwie', 'suicide'],
    ['mam myśli samobójcze', 'suicide'],
    ['miałam próbę samobójczą', 'suicide'],
    ['chcę umrzeć', 'suicide'],
    ['chce umrzec', 'suicide'],
    ['chciałabym już umrzeć', 'suicide'],
    ['wolałbym umżeć', 'suicide'],
    ['mam dość życia', 'suicide'],
    ['skończę ze sobą', 'suicide'],
    ['chcę skończyć ze sobą', 'suicide'],
    ['skonczyc ze soba', 'suicide'],
    ['chcę zakończyć swoje życie', 'suicide'],
    ['odbiorę sobie życie', 'suicide'],
    ['myślę, żeby odebrać sobie życie', 'suicide'],
    ['nie widzę sensu życia', 'suicide'],
    ['nie widze sensu w zyciu', 'suicide'],
    ['moje życie nie ma już sensu', 'suicide'],
    ['chciałbym, żeby mnie nie było', 'suicide'],
    ['chcę zasnąć i już się nie obudzić', 'suicide'],
    ['powieszę się', 'suicide'],
    ['skoczę z mostu', 'suicide'],
    ['chcę skoczyć z dachu', 'suicide'],
    ['rzucę się pod pociąg', 'suicide'],
    ['połknę wszystkie tabletki', 'suicide'],
    ['podetnę sobie żyły', 'suicide'],
    ['pociąć żyły', 'suicide'],
    // self-harm
    ['pociąć się', 'self_harm'],
    ['Pocięłam się wczoraj', 'self_harm'],
    ['potnę się', 'self_harm'],
    ['potne sie', 'self_harm'],
    ['znowu się tnę', 'self_harm'],
    ['tnę się od roku', 'self_harm'],
    ['samookaleczenie', 'self_harm'],
    ['samookaleczam się', 'self_harm'],
    ['okaleczam się', 'self_harm'],
    ['robię sobie krzywdę', 'self_harm'],
    ['chcę sobie zrobić krzywdę', 'self_harm'],
    ['drapię się do krwi', 'self_harm'],
    // suicide wins over self-harm
    ['tnę się i chcę umrzeć', 'suicide'],
    // an idiom beside a real phrase does not hide it
    ['gol samobójczy, a ja nie chcę żyć', 'suicide'],
    ['zabiję się ze śmiechu, a potem się potnę', 'self_harm'],
  ])('%j is %s', (text, category) => {
    expect(detectCrisis(text)).toEqual({ category })
  })
})

describe('detectCrisis: must not match', () => {
  it.each([
    'Jak zabić czas w pociągu?',
    'Nudzi mi się, zabiję czas grą',
    'Strzelił gola samobójczego w 90. minucie',
    'gol samobójczy',
    'samobójczy gol',
    'samobójcza bramka w finale',
    'bomba samobójcza w historii XX wieku',
    'zamach samobójczy w Jerozolimie',
    'zamachowiec samobójca',
    'to była misja samobójcza',
    'To byłoby samobójstwo polityczne',
    'zabiję się ze śmiechu',
    'umrę ze śmiechu',
    'chcę umrzeć z nudów na tej lekcji',
    'prawie się zabiłem na rowerze',
    'Napoleon zakończył życie na Wyspie Świętej Heleny',
    'Ile czasu spada kamień z dachu o wysokości 20 m?',
    'Papier łatwo się tnie nożyczkami',
    'Czy szkło się tnie diamentem?',
    'Nie widzę sensu w tym zadaniu',
    'Nie chce mi się uczyć',
    'Chcę zrozumieć funkcję kwadratową',
    'wezmę tabletkę na ból głowy',
    'Jak obliczyć stężenie procentowe?',
    'zaangażowanie w naukę',
    '',
  ])('%j', (text) => {
    expect(detectCrisis(text)).toBeNull()
  })
})

import {
  md,
  multiple,
  OPEN,
  picked,
  pickedAll,
  selfGraded,
  single,
  type ExerciseDraft,
} from './seed-exercise'

/** Biology: choice exercises and open ones the student grades against the model solution. */
export const BIOLOGY: readonly ExerciseDraft[] = [
  {
    id: '3IqSr4AdXp4RwnP8708pt7tZHFo',
    level: 'HIGH_SCHOOL',
    topic: 'komorka',
    difficulty: 'EASY',
    title: 'Centrum energetyczne komórki',
    statement:
      'W którym organellum zachodzi większość etapów oddychania tlenowego, dostarczającego komórce ATP?',
    hints: ['To organellum ma dwie błony, a wewnętrzna tworzy grzebienie.'],
    solution:
      'Oddychanie tlenowe zaczyna się w cytozolu od glikolizy, ale cykl Krebsa i łańcuch oddechowy — etapy dające najwięcej ATP — zachodzą w mitochondrium. Grzebienie wewnętrznej błony zwiększają powierzchnię, na której działa łańcuch oddechowy. Rybosomy syntetyzują białka, aparat Golgiego modyfikuje i sortuje białka, a lizosomy trawią substancje wewnątrz komórki.',
    answer: single('b', 'w rybosomie', 'w mitochondrium', 'w aparacie Golgiego', 'w lizosomie'),
    correct: picked('b'),
    wrong: picked('a'),
  },
  {
    id: '3Iqa9UxIMaZRVCoYUyM2hBf3WRb',
    level: 'HIGH_SCHOOL',
    topic: 'komorka',
    difficulty: 'MEDIUM',
    title: 'Komórka roślinna a zwierzęca',
    statement:
      'Które struktury występują w typowej komórce roślinnej, a nie występują w komórce zwierzęcej? Zaznacz wszystkie.',
    hints: [
      'Mitochondria, rybosomy i jądro mają obie komórki eukariotyczne.',
      'Szukaj struktur związanych z fotosyntezą, sztywnością komórki i magazynowaniem wody.',
    ],
    solution:
      'Obie komórki są eukariotyczne, więc mają jądro, mitochondria i rybosomy. Komórka roślinna ma dodatkowo ścianę komórkową zbudowaną głównie z celulozy, która nadaje jej kształt i sztywność, chloroplasty, w których zachodzi fotosynteza, oraz dużą wakuolę z sokiem komórkowym, utrzymującą turgor. Poprawne są więc: ściana komórkowa, chloroplasty i duża wakuola.',
    answer: multiple(
      ['a', 'c', 'd'],
      'ściana komórkowa z celulozy',
      'mitochondria',
      'chloroplasty',
      'duża wakuola z sokiem komórkowym',
      'rybosomy',
      'jądro komórkowe',
    ),
    correct: pickedAll('a', 'c', 'd'),
    wrong: pickedAll('a', 'b', 'c'),
  },
  {
    id: '3IqhRtiy5Ai8nrMD8lQrBs2AHPU',
    level: 'MATURA_BASIC',
    topic: 'genetyka',
    difficulty: 'MEDIUM',
    title: 'Krzyżówka dwóch heterozygot',
    statement: md(
      'U grochu allel $A$ (żółta barwa nasion) dominuje nad allelem $a$ (zielona barwa). Skrzyżowano dwie heterozygoty $Aa$. Tabela to szachownica Punnetta: w wierszach gamety jednego rodzica, w kolumnach — drugiego.',
      '',
      '| Gamety | $A$ | $a$ |',
      '| --- | --- | --- |',
      '| $A$ | $AA$ | $Aa$ |',
      '| $a$ | $Aa$ | ? |',
      '',
      'Jakie jest prawdopodobieństwo, że potomek będzie miał zielone nasiona?',
    ),
    hints: [
      'Uzupełnij brakujące pole szachownicy.',
      'Zielone nasiona ma tylko homozygota recesywna.',
    ],
    solution:
      'Brakujące pole to połączenie gamet $a$ i $a$, czyli genotyp $aa$. W szachownicy są cztery równie prawdopodobne pola: $AA$, $Aa$, $Aa$, $aa$. Cecha recesywna (zielone nasiona) ujawnia się tylko u homozygoty $aa$, czyli w 1 przypadku na 4 — z prawdopodobieństwem 25%. Stosunek fenotypów żółte : zielone wynosi $3 : 1$.',
    answer: single('b', '0%', '25%', '50%', '75%'),
    correct: picked('b'),
    wrong: picked('d'),
  },
  {
    id: '3IqokFnfyHzO0QFLn5yGdlQVPBN',
    level: 'MATURA_BASIC',
    topic: 'genetyka',
    difficulty: 'MEDIUM',
    title: 'Grupy krwi dzieci',
    statement:
      'Matka ma grupę krwi AB, a ojciec grupę 0. Jakie grupy krwi może mieć ich dziecko? Zaznacz wszystkie możliwe.',
    hints: [
      'Genotyp matki to $I^AI^B$, ojca — $ii$.',
      'Każde dziecko dostaje jeden allel od matki i jeden od ojca.',
    ],
    solution:
      'Matka ma genotyp $I^AI^B$ i przekazuje dziecku allel $I^A$ albo $I^B$. Ojciec z grupą 0 ma genotyp $ii$ i zawsze przekazuje allel $i$. Dziecko może mieć genotyp $I^Ai$ (grupa A) lub $I^Bi$ (grupa B), każdy z prawdopodobieństwem 50%. Grupa AB wymagałaby obu alleli $I^A$ i $I^B$, a grupa 0 — dwóch alleli $i$, więc żadna z nich nie jest możliwa.',
    answer: multiple(['a', 'b'], 'A', 'B', 'AB', '0'),
    correct: pickedAll('a', 'b'),
    wrong: pickedAll('a', 'b', 'c', 'd'),
  },
  {
    id: '3Iqw2hz6Gwvw5E1OJkRuI1xlhoE',
    level: 'MATURA_BASIC',
    topic: 'genetyka',
    difficulty: 'MEDIUM',
    title: 'Reguła komplementarności zasad',
    statement:
      'W dwuniciowym DNA pewnego organizmu adenina stanowi 30% wszystkich zasad azotowych. Jaki procent zasad stanowi guanina?',
    hints: ['Adenina łączy się z tyminą, a guanina z cytozyną, więc A = T i G = C.'],
    solution:
      'Z reguły komplementarności adenina paruje się z tyminą, więc tyminy też jest 30%. Razem A i T stanowią 60% zasad. Na guaninę i cytozynę przypada pozostałe 40%, a ponieważ G = C, guaniny jest $40\\% : 2 = 20\\%$.',
    answer: single('a', '20%', '30%', '40%', '70%'),
    correct: picked('a'),
    wrong: picked('c'),
  },
  {
    id: '3Ir3L2YM5EFhoqVTLiETIpnzoLX',
    level: 'MATURA_EXTENDED',
    topic: 'genetyka',
    difficulty: 'MEDIUM',
    title: 'Dlaczego daltonizm częściej dotyczy mężczyzn',
    statement:
      'Allel warunkujący daltonizm jest recesywny i leży na chromosomie X. Wyjaśnij, dlaczego daltonizm występuje znacznie częściej u mężczyzn niż u kobiet.',
    hints: [
      'Porównaj chromosomy płci kobiety (XX) i mężczyzny (XY).',
      'Czy na chromosomie Y jest odpowiednik tego genu?',
    ],
    solution:
      'Mężczyzna ma jeden chromosom X (od matki) i chromosom Y, na którym nie ma genu odpowiadającego za widzenie barw. Jeśli jego jedyny chromosom X niesie allel daltonizmu, cecha się ujawnia — wystarczy jeden allel recesywny (mężczyzna jest hemizygotą). Kobieta ma dwa chromosomy X, więc jest daltonistką tylko wtedy, gdy oba niosą allel recesywny; z jednym takim allelem jest nosicielką i widzi barwy prawidłowo. Odziedziczenie dwóch rzadkich alleli jest znacznie mniej prawdopodobne niż jednego, dlatego daltonizm częściej dotyczy mężczyzn.',
    answer: OPEN,
    correct: selfGraded(
      'Mężczyzna ma tylko jeden chromosom X, a na Y nie ma tego genu, więc jeden allel recesywny wystarcza, żeby cecha się ujawniła. Kobieta musi mieć ten allel na obu chromosomach X.',
      'CORRECT',
    ),
    wrong: selfGraded('Bo mężczyźni mają słabszy wzrok.', 'INCORRECT'),
  },
  {
    id: '3IrAdVlDuxrwxEGGfTQFQLehKnI',
    level: 'HIGH_SCHOOL',
    topic: 'fizjologia-czlowieka',
    difficulty: 'EASY',
    title: 'Hormon obniżający poziom glukozy',
    statement: 'Który hormon obniża stężenie glukozy we krwi?',
    hints: ['Ten hormon wydzielają komórki beta wysp trzustki.'],
    solution:
      'Insulina, wydzielana przez komórki beta wysp trzustkowych po posiłku, ułatwia komórkom pobieranie glukozy i pobudza wątrobę oraz mięśnie do magazynowania jej w postaci glikogenu — stężenie glukozy we krwi spada. Glukagon działa przeciwnie (podnosi poziom glukozy), podobnie adrenalina w sytuacji stresu. Tyroksyna reguluje tempo metabolizmu, a nie bezpośrednio poziom glukozy.',
    answer: single('c', 'glukagon', 'adrenalina', 'insulina', 'tyroksyna'),
    correct: picked('c'),
    wrong: picked('a'),
  },
  {
    id: '3IrHvrRHYq70xbUVKWKs3ie1mXC',
    level: 'MATURA_BASIC',
    topic: 'fizjologia-czlowieka',
    difficulty: 'MEDIUM',
    title: 'Funkcje wątroby',
    statement: 'Które z wymienionych funkcji pełni wątroba? Zaznacz wszystkie.',
    hints: ['Insulinę wytwarza trzustka.', 'Mocz pierwotny powstaje w kłębuszkach nerkowych.'],
    solution:
      'Wątroba wytwarza żółć, która emulguje tłuszcze w dwunastnicy, magazynuje glukozę w postaci glikogenu i przekształca toksyczny amoniak w mniej szkodliwy mocznik (cykl mocznikowy). Insulinę wytwarzają komórki beta trzustki, a mocz pierwotny powstaje w nerkach podczas filtracji krwi w kłębuszkach. Poprawne są więc: żółć, glikogen i mocznik.',
    answer: multiple(
      ['a', 'b', 'd'],
      'wytwarzanie żółci',
      'magazynowanie glikogenu',
      'wytwarzanie insuliny',
      'przekształcanie amoniaku w mocznik',
      'filtrowanie krwi i wytwarzanie moczu pierwotnego',
    ),
    correct: pickedAll('a', 'b', 'd'),
    wrong: pickedAll('a', 'b', 'c', 'd'),
  },
  {
    id: '3IrPEE2GOVi0f9YLN4WFQ0snE48',
    level: 'MATURA_BASIC',
    topic: 'fizjologia-czlowieka',
    difficulty: 'MEDIUM',
    title: 'Droga krwi w małym obiegu',
    statement:
      'Opisz drogę krwi w krwiobiegu małym (płucnym): skąd wypływa, dokąd płynie, jak zmienia się jej skład i dokąd wraca.',
    hints: [
      'Mały obieg zaczyna się w prawej komorze serca.',
      'Zastanów się, co dzieje się z krwią w naczyniach włosowatych oplatających pęcherzyki płucne.',
    ],
    solution:
      'Krew odtlenowana wypływa z prawej komory serca do pnia płucnego, a dalej tętnicami płucnymi do płuc. W naczyniach włosowatych oplatających pęcherzyki płucne oddaje dwutlenek węgla i pobiera tlen — wymiana gazowa zachodzi przez dyfuzję. Utlenowana krew wraca żyłami płucnymi do lewego przedsionka serca, skąd przechodzi do lewej komory i rozpoczyna obieg duży. Warto zapamiętać, że w małym obiegu tętnice niosą krew odtlenowaną, a żyły — utlenowaną.',
    answer: OPEN,
    correct: selfGraded(
      'Z prawej komory przez pień płucny i tętnice płucne do płuc; w naczyniach włosowatych pęcherzyków krew oddaje CO2 i pobiera tlen, a żyłami płucnymi wraca do lewego przedsionka.',
      'CORRECT',
    ),
    wrong: selfGraded('Krew płynie z lewej komory do całego ciała.', 'INCORRECT'),
  },
  {
    id: '3IrWWgusmKHeGtE7rC05qQSTaEQ',
    level: 'HIGH_SCHOOL',
    topic: 'ekologia',
    difficulty: 'EASY',
    title: 'Zależność w plesze porostu',
    statement:
      'Porost to trwały związek grzyba z glonem lub sinicą: grzyb dostarcza wody i soli mineralnych, a glon — związków organicznych z fotosyntezy. Jak nazywa się taka zależność?',
    hints: ['Zastanów się, czy któryś z partnerów na tym związku traci.'],
    solution:
      'Oba organizmy odnoszą korzyść: glon otrzymuje wodę, sole mineralne i ochronę przed wysychaniem, a grzyb — cukry z fotosyntezy. Związek obustronnie korzystny i na tyle ścisły, że partnerzy żyją razem na stałe, to mutualizm. W pasożytnictwie jedna strona traci, w komensalizmie jedna zyskuje, a druga jest obojętna, a konkurencja szkodzi obu stronom.',
    answer: single('c', 'pasożytnictwo', 'konkurencja', 'mutualizm', 'komensalizm'),
    correct: picked('c'),
    wrong: picked('d'),
  },
  {
    id: '3Irdp3AVV4TfEyPDAZjuRPFEkw4',
    level: 'MATURA_EXTENDED',
    topic: 'ekologia',
    difficulty: 'HARD',
    title: 'Dlaczego łańcuchy pokarmowe są krótkie',
    statement:
      'Łańcuchy pokarmowe rzadko mają więcej niż 4–5 ogniw. Wyjaśnij dlaczego, odwołując się do przepływu energii w ekosystemie.',
    hints: [
      'Na kolejny poziom troficzny przechodzi tylko około 10% energii.',
      'Gdzie „znika” reszta energii?',
    ],
    solution:
      'Energia przepływa przez ekosystem jednokierunkowo i na każdym poziomie troficznym większość jej jest tracona: organizmy zużywają ją w oddychaniu komórkowym i rozpraszają jako ciepło, a część zostaje w niezjedzonych lub niestrawionych szczątkach. Na kolejny poziom przechodzi zwykle około 10% energii. Po czterech–pięciu przejściach zostaje ułamek procenta energii związanej przez producentów — za mało, by utrzymać populację kolejnych konsumentów. Dlatego łańcuchy są krótkie, a drapieżników szczytowych jest niewiele.',
    answer: OPEN,
    correct: selfGraded(
      'Na każdy kolejny poziom troficzny przechodzi tylko ok. 10% energii, reszta jest tracona jako ciepło w oddychaniu, więc po kilku ogniwach energii jest za mało dla kolejnych konsumentów.',
      'CORRECT',
    ),
    wrong: selfGraded('Bo zwierzęta na końcu łańcucha są największe.', 'INCORRECT'),
  },
  {
    id: '3Irl7VM7aF8IvmkxlOx2aWNizOH',
    level: 'MATURA_BASIC',
    topic: 'ewolucja',
    difficulty: 'MEDIUM',
    title: 'Narządy homologiczne',
    statement: 'Która para to narządy homologiczne?',
    hints: [
      'Narządy homologiczne mają wspólne pochodzenie i podobną budowę, choć mogą pełnić różne funkcje.',
      'Porównaj układ kości.',
    ],
    solution:
      'Narządy homologiczne mają wspólny plan budowy odziedziczony po wspólnym przodku, nawet jeśli pełnią różne funkcje. Kończyna przednia kreta (do kopania) i skrzydło nietoperza (do lotu) to przekształcone kończyny przednie ssaków o tym samym układzie kości: ramiennej, przedramienia, nadgarstka i palców. Pozostałe pary to narządy analogiczne: podobne przez przystosowanie do tej samej funkcji, ale o różnym pochodzeniu — skrzydło owada nie ma kości, a płetwa rekina nie ma budowy kończyny ssaka.',
    answer: single(
      'b',
      'skrzydło ptaka i skrzydło motyla',
      'kończyna przednia kreta i skrzydło nietoperza',
      'płetwa rekina i płetwa delfina',
      'oko ośmiornicy i oko człowieka',
    ),
    correct: picked('b'),
    wrong: picked('a'),
  },
  {
    id: '3IrsPu43zvAky0amDdEvOhRr6yR',
    level: 'HIGH_SCHOOL',
    topic: 'ewolucja',
    difficulty: 'MEDIUM',
    title: 'Dowody ewolucji',
    statement: 'Które z poniższych obserwacji są dowodami ewolucji? Zaznacz wszystkie.',
    hints: ['Dowody ewolucji wskazują na wspólne pochodzenie organizmów.'],
    solution:
      'Podobieństwo sekwencji DNA to dowód molekularny: im bliżej spokrewnione gatunki, tym mniej różnic w ich genach. Formy przejściowe, jak archeopteryks łączący cechy gadów i ptaków, to dowody paleontologiczne. Narządy szczątkowe, np. kość ogonowa, to pozostałości struktur funkcjonalnych u przodków — dowód anatomiczny. Podobny kolor organizmów z jednego środowiska nie świadczy o wspólnym pochodzeniu; może wynikać z niezależnego przystosowania.',
    answer: multiple(
      ['a', 'b', 'c'],
      'podobieństwo sekwencji DNA człowieka i szympansa',
      'skamieniałości form przejściowych, np. archeopteryksa',
      'narządy szczątkowe, np. kość ogonowa u człowieka',
      'podobny kolor organizmów żyjących w tym samym lesie',
    ),
    correct: pickedAll('a', 'b', 'c'),
    wrong: pickedAll('a', 'd'),
  },
  {
    id: '3IrziIekYKIXyUKDgaFJXQrVncR',
    level: 'PRIMARY',
    topic: 'botanika',
    difficulty: 'EASY',
    title: 'Produkty fotosyntezy',
    statement: 'Które substancje są produktami fotosyntezy?',
    hints: [
      'Sumaryczne równanie: $6CO_2 + 6H_2O \\xrightarrow{\\text{światło}} C_6H_{12}O_6 + 6O_2$.',
    ],
    solution:
      'W fotosyntezie roślina pobiera dwutlenek węgla i wodę, a dzięki energii światła wytwarza glukozę i tlen: $6CO_2 + 6H_2O \\rightarrow C_6H_{12}O_6 + 6O_2$. Dwutlenek węgla i woda są substratami, nie produktami. Tlen uwalniany do atmosfery pochodzi z rozkładu wody.',
    answer: single(
      'a',
      'glukoza i tlen',
      'glukoza i dwutlenek węgla',
      'woda i tlen',
      'dwutlenek węgla i woda',
    ),
    correct: picked('a'),
    wrong: picked('d'),
  },
  {
    id: '3Is70k5cAF2GAGsgRXLgEZo7nYF',
    level: 'MATURA_EXTENDED',
    topic: 'botanika',
    difficulty: 'HARD',
    title: 'Doświadczenie: światło a fotosynteza',
    statement:
      'Zaplanuj doświadczenie, które wykaże, że światło jest niezbędne do fotosyntezy. Podaj próbę badawczą i kontrolną, sposób wykrycia produktu fotosyntezy i oczekiwany wynik.',
    hints: [
      'Jako wskaźnik fotosyntezy możesz wykryć skrobię płynem Lugola albo liczyć pęcherzyki tlenu wydzielane przez moczarkę.',
      'Próby powinny różnić się tylko jednym czynnikiem — dostępem światła.',
    ],
    solution:
      'Roślinę (np. pelargonię) przetrzymujemy dwie doby w ciemności, aby zużyła zapas skrobi w liściach. Próba badawcza: część liścia zasłaniamy nieprzezroczystą folią. Próba kontrolna: pozostała część tego samego liścia jest oświetlona. Po kilku godzinach na świetle liść odbarwiamy w gorącym alkoholu i nanosimy płyn Lugola. Oczekiwany wynik: część oświetlona barwi się na granatowo (jest w niej skrobia), zasłonięta — nie. Wniosek: bez światła fotosynteza nie zachodzi.',
    answer: OPEN,
    correct: selfGraded(
      'Roślinę trzymam w ciemności, potem zasłaniam część liścia folią, a resztę oświetlam. Po kilku godzinach odbarwiam liść w alkoholu i sprawdzam płynem Lugola: skrobia (granatowy kolor) jest tylko w oświetlonej części.',
      'CORRECT',
    ),
    wrong: selfGraded('Podlewam roślinę i patrzę, czy rośnie.', 'INCORRECT'),
  },
]

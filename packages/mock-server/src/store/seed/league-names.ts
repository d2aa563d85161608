/**
 * Polish names for the league's synthetic students (decision 0194). Surnames are given in their
 * masculine form; -ski, -cki and -dzki take -ska, -cka and -dzka for a girl, the rest stay.
 */

const words = (text: string): readonly string[] => text.trim().split(/\s+/)

export const BOYS_NAMES = words(`
  Kuba Antoni Jan Aleksander Franciszek Szymon Filip Mikołaj Wojciech Kacper Adam Michał Marcel
  Stanisław Wiktor Piotr Igor Leon Nikodem Mateusz Bartek Tymon Oliwer Dawid Maksymilian Tomek
  Hubert Krzysztof Paweł Oskar Ignacy Tadeusz Kamil Patryk Łukasz Borys Julian Karol
`)

export const GIRLS_NAMES = words(`
  Zosia Zuzanna Hanna Julia Maja Lena Alicja Oliwia Laura Pola Amelia Natalia Wiktoria Emilia
  Antonina Maria Gabriela Nina Helena Ola Marta Kasia Magda Iga Weronika Agata Klara Liliana Nadia
  Ewa Joanna Barbara Małgosia Ula Dominika Paulina Jagoda Łucja
`)

export const SURNAMES = words(`
  Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak
  Dąbrowski Kozłowski Jankowski Mazur Kwiatkowski Krawczyk Piotrowski Grabowski Nowakowski
  Pawłowski Michalski Nowicki Adamczyk Dudek Zając Wieczorek Jabłoński Król Majewski Olszewski
  Jaworski Wróbel Malinowski Pawlak Witkowski Walczak Stępień Górski Rutkowski Michalak Sikora
  Ostrowski Baran Duda Szewczyk Tomaszewski Pietrzak Marciniak Wróblewski Zalewski Jakubowski
  Jasiński Zawadzki Sadowski Bąk Chmielewski Włodarczyk Borkowski Czarnecki Sawicki Sokołowski
  Urbański Kubiak Maciejewski Szczepański Kucharski Wilk Kalinowski Lis
`)

/** A surname as a girl's: Kowalski → Kowalska, Czarnecki → Czarnecka, Nowak → Nowak. */
export const girlsSurname = (surname: string) =>
  surname.replace(/(ski|cki|dzki)$/, (end) => `${end.slice(0, -1)}a`)

/** Word parts of the nicknames some students chose. */
export const NICKNAME_WORDS = words(`
  matma fizyk bio chemik nauka ogarniam sowa rakieta kawa fiszka skupiony wytrwała mózg kujon
  pilny zenek gwiazda orzeł kometa lis
`)

import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Illustrated } from '../../../components/illustrations/illustration'
import '../chronotype.css'

// Pages of other features, linked by path.

/** /chronotypy: sleep types and chronotypes explained for teenagers and parents. */
export function ChronotypeGuide() {
  return (
    <article className="prose chronotype-page">
      <Illustrated illustration="clock" hero>
        <h1>Chronotypy: skowronki, sowy i nastoletni zegar biologiczny</h1>
        <p className="lead">
          Każdy ma wewnętrzny zegar, który decyduje, kiedy chce mu się spać, a kiedy najlepiej
          myśli. Wyjaśniamy, czym są chronotypy, dlaczego nastolatki zasypiają coraz później i jak
          ułożyć naukę zgodnie z własnym rytmem.
        </p>
        <div className="cta-row">
          <Link to={ROUTES.chronotypeTest} className="button button-primary">
            Zrób test na chronotyp
          </Link>
        </div>
      </Illustrated>

      <section aria-labelledby="chronotype-what">
        <h2 id="chronotype-what">Czym jest chronotyp?</h2>
        <p>
          Rytm dobowy to około 24-godzinny cykl, który steruje sennością, temperaturą ciała,
          apetytem i koncentracją. Ustawia go przede wszystkim światło: rano sygnalizuje mózgowi
          początek dnia, a gdy wieczorem robi się ciemno, organizm wydziela melatoninę, hormon,
          który przygotowuje nas do snu.
        </p>
        <p>
          Chronotyp to naturalna pora, o której Twój organizm chce spać i działać. Skowronki budzą
          się wcześnie i najlepszą formę mają przed południem. Sowy rozkręcają się po południu i
          wieczorem, a rano potrzebują więcej czasu. Większość ludzi jest gdzieś pośrodku. Chronotyp
          jest w dużej części wrodzony, ale zmienia się z wiekiem.
        </p>
      </section>

      <section aria-labelledby="chronotype-teens">
        <h2 id="chronotype-teens">Dlaczego nastolatki chodzą spać coraz później?</h2>
        <p>
          W okresie dojrzewania zegar biologiczny przesuwa się na później. Melatonina pojawia się
          wieczorem później niż u dzieci i dorosłych, a zmęczenie narasta w ciągu dnia wolniej.
          Dlatego piętnastolatek o 22:00 często zwyczajnie nie jest senny. To nie lenistwo ani zły
          charakter, tylko biologia. Przesunięcie jest największe pod koniec okresu dojrzewania, a
          po dwudziestce rytm stopniowo wraca na wcześniejsze godziny.
        </p>
        <p>
          Tymczasem nastolatek wciąż potrzebuje 8–10 godzin snu na dobę, a lekcje zaczynają się
          zwykle o 8:00. W tygodniu śpi za krótko, a w weekend odsypia do południa. Ta różnica to
          tak zwany społeczny jet lag: w poniedziałek organizm czuje się tak, jakby przyleciał z
          innej strefy czasowej. Wieczorne ekrany, powiadomienia i nauka do późna jeszcze pogłębiają
          problem.
        </p>
      </section>

      <section aria-labelledby="chronotype-hygiene">
        <h2 id="chronotype-hygiene">Higiena snu: co naprawdę pomaga</h2>
        <ul>
          <li>
            <strong>Stała pora wstawania</strong>, także w weekend. Różnica do 1–2 godzin nie
            rozregulowuje rytmu.
          </li>
          <li>
            <strong>Światło rano</strong>: odsłonięte okno, śniadanie przy oknie, spacer do szkoły.
            Poranne światło przesuwa zegar na wcześniej.
          </li>
          <li>
            <strong>Półmrok wieczorem</strong>: na godzinę przed snem przygaszone światło i koniec z
            telefonem w łóżku. Jasny ekran opóźnia wydzielanie melatoniny.
          </li>
          <li>
            <strong>Kofeina najpóźniej do 14:00</strong>. Kawa, cola i napoje energetyczne działają
            jeszcze wiele godzin po wypiciu.
          </li>
          <li>
            <strong>Chłodna, ciemna i cicha sypialnia</strong>, a łóżko do spania, nie do nauki.
          </li>
          <li>
            <strong>Krótkie drzemki</strong>: do 20 minut i nie później niż o 16:00, żeby nie
            zabierały snu w nocy.
          </li>
          <li>
            <strong>Ruch w ciągu dnia</strong>, najlepiej na świeżym powietrzu. Intensywny trening
            tuż przed snem może utrudnić zasypianie.
          </li>
        </ul>
      </section>

      <section aria-labelledby="chronotype-planning">
        <h2 id="chronotype-planning">Jak planować naukę według chronotypu</h2>
        <p>
          Najtrudniejsze zadania, czyli nowy materiał, zadania z matematyki i pisanie, planuj na
          godziny, w których masz szczyt formy. Na spadek energii zostaw powtórki, fiszki i
          porządkowanie notatek. Krótka powtórka wieczorem pomaga, bo sen utrwala to, czego
          nauczyliśmy się w ciągu dnia.
        </p>
        <ul className="card-grid">
          <li className="card">
            <h3>Skowronki</h3>
            <p>
              Trudne przedmioty rano w weekend i zaraz po powrocie ze szkoły. Wieczorem już tylko
              lekkie powtórki.
            </p>
          </li>
          <li className="card">
            <h3>Typ pośredni</h3>
            <p>
              Najlepiej późne przedpołudnie i wczesne popołudnie. Po lekcjach krótka przerwa, potem
              najtrudniejsze zadanie dnia.
            </p>
          </li>
          <li className="card">
            <h3>Sowy</h3>
            <p>
              Trudne przedmioty od późnego popołudnia do wczesnego wieczoru, ale bez nauki po 22:00.
              Rano powtórki i fiszki.
            </p>
          </li>
        </ul>
        <p>
          Tydzień nauki dopasowany do swojego rytmu ułożysz w{' '}
          <Link to={ROUTES.plannerInfo}>planerze nauki</Link>.
        </p>
      </section>

      <section aria-labelledby="chronotype-parents">
        <h2 id="chronotype-parents">Wskazówki dla rodziców</h2>
        <ul>
          <li>
            Późne zasypianie nastolatka to najczęściej biologia, a nie bunt. Rozmowa działa lepiej
            niż etykieta „leniwy”.
          </li>
          <li>
            Ustalcie wspólnie zasady dla całej rodziny, na przykład telefony ładują się wieczorem
            poza sypialnią. Zasada, której przestrzegają też dorośli, jest łatwiejsza do przyjęcia.
          </li>
          <li>
            Pomóżcie w porannym świetle i śniadaniu, a w weekend pozwólcie pospać najwyżej 1–2
            godziny dłużej niż w tygodniu.
          </li>
          <li>
            Niepokojące sygnały to ciągła senność w ciągu dnia, zasypianie na lekcjach, wyraźne
            zmiany nastroju albo chrapanie. Wtedy warto porozmawiać z lekarzem.
          </li>
        </ul>
        <p>
          Więcej o tym, jak rozumieć nastolatka i wspierać go w nauce, znajdziesz w kursie dla
          rodziców <Link to={ROUTES.znOffer}>Zrozumieć Nastolatka</Link>.
        </p>
      </section>

      <section aria-labelledby="chronotype-cta">
        <h2 id="chronotype-cta">Sprawdź swój chronotyp</h2>
        <p>
          Pięć pytań i około dwóch minut. Po teście dostaniesz wynik i wskazówki, kiedy się uczyć,
          kiedy odpoczywać i jak zadbać o sen. Wynikiem możesz podzielić się przez link.
        </p>
        <div className="cta-row">
          <Link to={ROUTES.chronotypeTest} className="button button-primary">
            Rozpocznij test
          </Link>
        </div>
      </section>
    </article>
  )
}

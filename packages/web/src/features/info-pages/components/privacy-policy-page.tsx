import { COOKIE_CONSENT_NAME } from '@app/domain/site/cookie-consent'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { openCookieSettings } from '../../../lib/cookie-settings'
import { COMPANY, LEGAL_EFFECTIVE_DATE } from '../company'
import '../info-pages.css'

/** /polityka-prywatnosci: the privacy policy (GDPR information and cookies). */
export function PrivacyPolicyPage() {
  const mail = <a href={`mailto:${COMPANY.contactEmail}`}>{COMPANY.contactEmail}</a>
  return (
    <article className="prose info-page legal">
      <h1>Polityka prywatności</h1>
      <p className="lead">
        Wyjaśniamy, jakie dane zbieramy, po co, jak długo je przechowujemy i jakie masz prawa.
        Piszemy prosto, bo czytają nas także nastolatki.
      </p>
      <p>Obowiązuje od {LEGAL_EFFECTIVE_DATE}</p>

      <section aria-labelledby="privacy-controller">
        <h2 id="privacy-controller">1. Kto odpowiada za Twoje dane</h2>
        <p>
          Administratorem danych osobowych jest {COMPANY.name} z siedzibą w {COMPANY.seat} (dalej:
          „my”). We wszystkich sprawach dotyczących danych napisz do nas: {mail}.
        </p>
      </section>

      <section aria-labelledby="privacy-data">
        <h2 id="privacy-data">2. Jakie dane przetwarzamy</h2>
        <ul>
          <li>
            <strong>Dane konta</strong>: adres email, imię lub nazwa wyświetlana, zdjęcie profilowe,
            jeśli je dodasz. Hasło przechowuje w zaszyfrowanej postaci usługa logowania; my go nie
            znamy. Przy logowaniu przez serwis społecznościowy dostajemy od niego adres email i
            imię.
          </li>
          <li>
            <strong>Dane o nauce</strong>: postępy w kursach, czas oglądania lekcji, notatki, plany
            nauki, fiszki, zadania, wyniki ankiety początkowej, ustawienia i profil edukacyjny.
          </li>
          <li>
            <strong>Dane rodzica i dziecka</strong>: gdy rodzic łączy swoje konto z kontem dziecka,
            podaje jego adres email i imię.
          </li>
          <li>
            <strong>Dane zakupów</strong>: co i kiedy kupiono oraz status płatności. Danych kart
            płatniczych nie widzimy; obsługuje je operator płatności.
          </li>
          <li>
            <strong>Wiadomości</strong>: treść rozmów z czatem AI, wiadomości do nas, opinie i
            odpowiedzi w ankietach.
          </li>
          <li>
            <strong>Dane techniczne</strong>: identyfikator sesji, odwiedzone strony, źródło wejścia
            (na przykład link z mediów społecznościowych), typ przeglądarki i adres IP.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-purposes">
        <h2 id="privacy-purposes">3. Po co i na jakiej podstawie</h2>
        <ul>
          <li>
            Prowadzenie konta, udostępnianie kursów i narzędzi platformy, obsługa subskrypcji: to
            wykonanie umowy (art. 6 ust. 1 lit. b RODO).
          </li>
          <li>Rozliczenia i księgowość: obowiązek prawny (art. 6 ust. 1 lit. c RODO).</li>
          <li>
            Newsletter i materiały wysyłane emailem: Twoja zgoda (art. 6 ust. 1 lit. a RODO), którą
            możesz wycofać jednym kliknięciem w każdej wiadomości.
          </li>
          <li>
            Bezpieczeństwo, obsługa zgłoszeń, statystyki działania serwisu i dochodzenie roszczeń:
            nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO).
          </li>
          <li>
            Analityka i reklamy: tylko za Twoją zgodą wyrażoną w banerze plików cookie (art. 6 ust.
            1 lit. a RODO).
          </li>
        </ul>
        <p>
          Podanie danych jest dobrowolne, ale bez adresu email nie założysz konta ani nie kupisz
          kursu.
        </p>
      </section>

      <section aria-labelledby="privacy-minors">
        <h2 id="privacy-minors">4. Nastolatki i rodzice</h2>
        <p>
          Jeśli masz mniej niż 16 lat, zgodę na przetwarzanie danych, które wymaga zgody (na
          przykład na newsletter), musi wyrazić Twój rodzic lub opiekun. Rodzic, który połączy swoje
          konto z Twoim w panelu rodzica, widzi w nim Twoje postępy w nauce. Połączenie wymaga
          podania Twojego adresu email i imienia.
        </p>
      </section>

      <section aria-labelledby="privacy-recipients">
        <h2 id="privacy-recipients">5. Komu powierzamy dane</h2>
        <p>
          Korzystamy z usług zaufanych firm, które przetwarzają dane wyłącznie na nasze polecenie:
        </p>
        <ul>
          <li>dostawcy chmury, hostingu i usługi logowania (Amazon Web Services),</li>
          <li>operatora płatności,</li>
          <li>dostawcy wysyłki emaili,</li>
          <li>dostawcy czatu pomocy dla zalogowanych użytkowników (Intercom),</li>
          <li>dostawcy modelu językowego, który odpowiada w czacie AI,</li>
          <li>dostawcy narzędzi analitycznych (Google Analytics), tylko za Twoją zgodą,</li>
          <li>biura rachunkowego.</li>
        </ul>
        <p>
          Jeśli dane trafiają poza Europejski Obszar Gospodarczy, dzieje się to na podstawie decyzji
          Komisji Europejskiej stwierdzającej odpowiedni poziom ochrony lub standardowych klauzul
          umownych.
        </p>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">6. Jak długo przechowujemy dane</h2>
        <ul>
          <li>
            dane konta i nauki: do usunięcia konta, a potem do upływu terminu przedawnienia
            roszczeń,
          </li>
          <li>dokumenty rozliczeniowe: 5 lat od końca roku, w którym wystawiono dokument,</li>
          <li>adres do newslettera: do wypisania się,</li>
          <li>dane analityczne: nie dłużej niż 14 miesięcy.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">7. Pliki cookie i pamięć przeglądarki</h2>
        <p>
          Przy pierwszej wizycie pokazujemy baner „Pliki cookie” z dwoma równorzędnymi przyciskami:
          „Akceptuję” i „Odrzucam”. Odrzucenie nie ogranicza korzystania z serwisu. Twój wybór
          zapamiętujemy na rok i odnotowujemy sam fakt jego dokonania. W każdej chwili możesz go
          zmienić przyciskiem „Ustawienia plików cookie” w stopce strony albo tutaj:
        </p>
        <div className="cta-row">
          <button type="button" className="button button-secondary" onClick={openCookieSettings}>
            Zmień ustawienia plików cookie
          </button>
        </div>
        <h3>Niezbędne (zawsze włączone)</h3>
        <ul>
          <li>
            plik cookie <code>{COOKIE_CONSENT_NAME}</code>: Twój wybór z banera, przez rok,
          </li>
          <li>
            pamięć przeglądarki: dane logowania (żeby nie trzeba było logować się przy każdej
            wizycie), identyfikator sesji i źródło pierwszego wejścia (do końca sesji), lista
            przeczytanych artykułów do liczenia wyświetleń oraz wariant wersji strony, który
            widzisz.
          </li>
        </ul>
        <h3>Analityczne i reklamowe (tylko za zgodą)</h3>
        <p>
          Pliki cookie Google Analytics, które pomagają nam zrozumieć, jak korzystasz z serwisu, i
          mierzyć skuteczność reklam. Wczytujemy je dopiero po kliknięciu „Akceptuję”.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">8. Twoje prawa</h2>
        <p>Masz prawo:</p>
        <ul>
          <li>dostępu do swoich danych i otrzymania ich kopii,</li>
          <li>sprostowania danych, które są błędne,</li>
          <li>usunięcia danych („prawo do bycia zapomnianym”),</li>
          <li>ograniczenia przetwarzania,</li>
          <li>przeniesienia danych do innej usługi,</li>
          <li>sprzeciwu wobec przetwarzania opartego na naszym uzasadnionym interesie,</li>
          <li>
            wycofania zgody w każdej chwili, bez wpływu na to, co działo się przed wycofaniem,
          </li>
          <li>
            wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193
            Warszawa).
          </li>
        </ul>
        <p>
          Żeby skorzystać z praw, napisz na {mail}. Odpowiemy w ciągu miesiąca. Nie podejmujemy
          wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, które
          wywoływałyby skutki prawne.
        </p>
      </section>

      <section aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">9. Zmiany polityki</h2>
        <p>
          O ważnych zmianach poinformujemy emailem i na tej stronie. Zasady korzystania z serwisu
          opisuje <Link to={ROUTES.terms}>regulamin</Link>.
        </p>
      </section>
    </article>
  )
}

import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { COMPANY, LEGAL_EFFECTIVE_DATE } from '../company'
import '../info-pages.css'

/** /regulamin: the general terms of service. */
export function TermsPage() {
  const mail = <a href={`mailto:${COMPANY.contactEmail}`}>{COMPANY.contactEmail}</a>
  return (
    <article className="prose info-page legal">
      <h1>Regulamin</h1>
      <p className="lead">
        Zasady korzystania z serwisu Efektywna Nauka: strony, platformy do nauki, kursów i
        subskrypcji.
      </p>
      <p>Obowiązuje od {LEGAL_EFFECTIVE_DATE}</p>

      <section aria-labelledby="terms-general">
        <h2 id="terms-general">§ 1. Postanowienia ogólne</h2>
        <ol>
          <li>
            Serwis prowadzi {COMPANY.name} z siedzibą w {COMPANY.seat} (dalej: „Usługodawca”).
            Kontakt: {mail}.
          </li>
          <li>
            Użyte pojęcia: <strong>Serwis</strong> – strona internetowa i platforma do nauki
            Efektywna Nauka; <strong>Użytkownik</strong> – osoba korzystająca z Serwisu;{' '}
            <strong>Konto</strong> – indywidualny dostęp Użytkownika chroniony hasłem;{' '}
            <strong>Kurs</strong> – kurs wideo udostępniany w Serwisie;{' '}
            <strong>Subskrypcja pro</strong> – odpłatny, odnawialny dostęp do rozszerzonych narzędzi
            platformy.
          </li>
          <li>
            Szczegółowe zasady kursów opisują{' '}
            <Link to={ROUTES.courseTerms}>regulaminy szczegółowe kursów</Link>, a programu
            Mistrzowskie Wsparcie – <Link to={ROUTES.mwTerms}>jego regulamin</Link>. W sprawach w
            nich nieuregulowanych stosuje się ten regulamin.
          </li>
        </ol>
      </section>

      <section aria-labelledby="terms-tech">
        <h2 id="terms-tech">§ 2. Wymagania techniczne</h2>
        <p>
          Do korzystania z Serwisu potrzebujesz urządzenia z dostępem do internetu, aktualnej
          przeglądarki (Chrome, Firefox, Safari lub Edge) z włączonym JavaScriptem oraz adresu
          email. Do oglądania lekcji wideo zalecamy stabilne łącze.
        </p>
      </section>

      <section aria-labelledby="terms-account">
        <h2 id="terms-account">§ 3. Konto</h2>
        <ol>
          <li>
            Konto zakładasz, podając adres email i hasło albo logując się przez serwis
            społecznościowy. Adres email potwierdzasz kodem, który od nas dostaniesz.
          </li>
          <li>
            Konto może założyć osoba, która ukończyła 13 lat. Osoba niepełnoletnia korzysta z
            Serwisu za zgodą rodzica lub opiekuna prawnego, a usługi płatne zamawia rodzic albo
            nastolatek za jego zgodą.
          </li>
          <li>
            Konto jest osobiste: nie udostępniaj go innym i nie zdradzaj nikomu hasła. Rodzic ma
            własne konto rodzica, które może połączyć z kontem dziecka.
          </li>
          <li>
            Możesz w każdej chwili usunąć Konto, pisząc na {mail}. Usunięcie Konta kończy dostęp do
            kursów i narzędzi.
          </li>
        </ol>
      </section>

      <section aria-labelledby="terms-free">
        <h2 id="terms-free">§ 4. Usługi bezpłatne</h2>
        <p>
          Bez opłat udostępniamy między innymi blog, newsletter, ebook, webinary, test na chronotyp
          i podstawowe funkcje Konta. Z usług bezpłatnych możesz zrezygnować w każdej chwili, na
          przykład wypisując się z newslettera linkiem w wiadomości.
        </p>
      </section>

      <section aria-labelledby="terms-paid">
        <h2 id="terms-paid">§ 5. Usługi płatne i płatności</h2>
        <ol>
          <li>
            Usługami płatnymi są kursy, program Mistrzowskie Wsparcie i Subskrypcja pro. Cenę (kwotę
            brutto w złotych), zakres i okres dostępu podajemy przed złożeniem zamówienia.
          </li>
          <li>
            Płatności obsługuje zewnętrzny operator płatności. Umowa zostaje zawarta z chwilą
            opłacenia zamówienia.
          </li>
          <li>
            Po opłaceniu zamówienia wysyłamy na podany adres email link aktywacyjny. Link jest
            jednorazowy i ważny przez czas podany w wiadomości.
          </li>
        </ol>
      </section>

      <section aria-labelledby="terms-pro">
        <h2 id="terms-pro">§ 6. Subskrypcja pro</h2>
        <ol>
          <li>
            Subskrypcja odnawia się automatycznie na kolejne okresy rozliczeniowe, o których
            długości informujemy przed zakupem.
          </li>
          <li>
            Subskrypcję możesz anulować w każdej chwili w ustawieniach Konta, w zakładce
            Rozliczenia. Działa ona wtedy do końca opłaconego okresu i nie odnawia się.
          </li>
        </ol>
      </section>

      <section aria-labelledby="terms-withdrawal">
        <h2 id="terms-withdrawal">§ 7. Odstąpienie od umowy</h2>
        <ol>
          <li>
            Konsument może odstąpić od umowy zawartej na odległość w ciągu 14 dni bez podania
            przyczyny, wysyłając oświadczenie na {mail}.
          </li>
          <li>
            Przy treściach cyfrowych, takich jak kursy, prawo odstąpienia wygasa z chwilą
            rozpoczęcia dostarczania treści, jeśli przed upływem 14 dni wyraźnie się na to zgodzisz
            i przyjmiesz do wiadomości utratę prawa odstąpienia. O zgodę pytamy przy zakupie.
          </li>
          <li>
            Przy usługach, takich jak Mistrzowskie Wsparcie czy Subskrypcja pro, które zaczęliśmy
            świadczyć na Twoje żądanie przed upływem 14 dni, po odstąpieniu płacisz za część usługi
            wykonaną do chwili odstąpienia.
          </li>
          <li>Zwracamy płatność w ciągu 14 dni, tą samą metodą, którą zapłacono.</li>
        </ol>
      </section>

      <section aria-labelledby="terms-complaints">
        <h2 id="terms-complaints">§ 8. Reklamacje</h2>
        <ol>
          <li>
            Jeśli coś nie działa tak, jak powinno, napisz na {mail}. Opisz problem i podaj adres
            email Konta.
          </li>
          <li>Odpowiadamy na reklamacje w ciągu 14 dni.</li>
          <li>
            Konsument może też skorzystać z bezpłatnej pomocy miejskiego lub powiatowego rzecznika
            konsumentów.
          </li>
        </ol>
      </section>

      <section aria-labelledby="terms-rules">
        <h2 id="terms-rules">§ 9. Zasady korzystania</h2>
        <ol>
          <li>
            Materiały w Serwisie (nagrania, ćwiczenia, ściągi, artykuły) są chronione prawem
            autorskim. Możesz z nich korzystać na własny użytek, ale nie możesz ich nagrywać,
            kopiować ani udostępniać innym.
          </li>
          <li>
            W społeczności i na konsultacjach obowiązuje szacunek: bez obraźliwych treści, spamu i
            reklam. Za naruszenia możemy zablokować dostęp do społeczności.
          </li>
          <li>
            Czat AI może się mylić. Traktuj jego odpowiedzi jako pomoc w nauce, a ważne informacje
            sprawdzaj w podręczniku lub u nauczyciela.
          </li>
          <li>
            Uczymy skutecznych metod, ale wyniki w szkole zależą od Twojej pracy. Nie gwarantujemy
            konkretnych ocen.
          </li>
        </ol>
      </section>

      <section aria-labelledby="terms-final">
        <h2 id="terms-final">§ 10. Postanowienia końcowe</h2>
        <ol>
          <li>
            Zasady przetwarzania danych opisuje{' '}
            <Link to={ROUTES.privacyPolicy}>polityka prywatności</Link>.
          </li>
          <li>
            O zmianach regulaminu informujemy emailem co najmniej 14 dni przed ich wejściem w życie.
            Jeśli nie akceptujesz zmian, możesz zrezygnować z usług przed tym terminem.
          </li>
          <li>
            W sprawach nieuregulowanych stosuje się prawo polskie. Regulamin nie ogranicza praw,
            które konsumentom przysługują z mocy prawa.
          </li>
        </ol>
      </section>
    </article>
  )
}

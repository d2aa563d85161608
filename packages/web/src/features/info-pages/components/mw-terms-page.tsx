import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { COMPANY, LEGAL_EFFECTIVE_DATE } from '../company'
import '../info-pages.css'

/** /regulamin-mw: the terms of the 'Mistrzowskie Wsparcie' programme. */
export function MwTermsPage() {
  const mail = <a href={`mailto:${COMPANY.contactEmail}`}>{COMPANY.contactEmail}</a>
  return (
    <article className="prose info-page legal">
      <h1>Regulamin programu Mistrzowskie Wsparcie</h1>
      <p className="lead">
        Zasady udziału w programie Mistrzowskie Wsparcie: wsparciu dla uczniów, którzy przechodzą
        Kurs Efektywnego Działania i chcą mieć obok siebie mentorów.
      </p>
      <p>Obowiązuje od {LEGAL_EFFECTIVE_DATE}</p>

      <section aria-labelledby="mw-general">
        <h2 id="mw-general">§ 1. Organizator</h2>
        <p>
          Program prowadzi {COMPANY.name} z siedzibą w {COMPANY.seat}. W sprawach nieuregulowanych
          tu stosuje się <Link to={ROUTES.terms}>regulamin serwisu</Link>.
        </p>
      </section>

      <section aria-labelledby="mw-scope">
        <h2 id="mw-scope">§ 2. Na czym polega program</h2>
        <ol>
          <li>
            W ramach programu uczestnik otrzymuje:
            <ul>
              <li>udział w konsultacjach grupowych online w każdą sobotę o 17:00,</li>
              <li>dostęp do grupy czatowej z mentorami i innymi uczestnikami,</li>
              <li>informację zwrotną od mentorów do zadań przesłanych na platformie.</li>
            </ul>
          </li>
          <li>
            Czas trwania programu, terminy zapisów i cenę podajemy na stronie zakupu przed złożeniem
            zamówienia.
          </li>
          <li>
            Program uzupełnia Kurs Efektywnego Działania, a nie go zastępuje: mentorzy pomagają
            stosować metody z kursu, ale nie odrabiają zadań za uczestnika.
          </li>
        </ol>
      </section>

      <section aria-labelledby="mw-signup">
        <h2 id="mw-signup">§ 3. Zapisy i płatność</h2>
        <ol>
          <li>
            Zapisy trwają w okresie podanym na stronie programu. Po terminie zapisów program nie
            jest dostępny do zakupu.
          </li>
          <li>
            Umowa zostaje zawarta z chwilą opłacenia zamówienia. Potwierdzenie i instrukcję
            dołączenia wysyłamy emailem.
          </li>
          <li>
            Uczestnik niepełnoletni bierze udział w programie za zgodą rodzica lub opiekuna
            prawnego, który może towarzyszyć mu podczas konsultacji.
          </li>
        </ol>
      </section>

      <section aria-labelledby="mw-rules">
        <h2 id="mw-rules">§ 4. Zasady uczestnictwa</h2>
        <ol>
          <li>Udział w konsultacjach nie wymaga włączania kamery.</li>
          <li>
            Obowiązuje szacunek dla innych uczestników. Nie wolno nagrywać konsultacji ani
            udostępniać poza grupą wiadomości innych uczestników.
          </li>
          <li>
            Nieobecność na konsultacjach nie przedłuża programu. Pytania z opuszczonego spotkania
            można zadać na czacie grupy.
          </li>
          <li>
            Za rażące naruszenie zasad, po wcześniejszym upomnieniu, możemy wykluczyć uczestnika z
            programu i zwrócić mu proporcjonalną część ceny.
          </li>
        </ol>
      </section>

      <section aria-labelledby="mw-withdrawal">
        <h2 id="mw-withdrawal">§ 5. Odstąpienie i reklamacje</h2>
        <ol>
          <li>
            Konsument może odstąpić od umowy w ciągu 14 dni od jej zawarcia. Jeśli program zaczął
            się na jego żądanie przed upływem tego terminu, płaci za część programu zrealizowaną do
            chwili odstąpienia.
          </li>
          <li>
            Oświadczenia o odstąpieniu i reklamacje przyjmujemy pod adresem {mail} i odpowiadamy na
            nie w ciągu 14 dni.
          </li>
        </ol>
      </section>
    </article>
  )
}

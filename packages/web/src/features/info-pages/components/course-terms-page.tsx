import { COURSE_NAMES } from '@app/domain/shared/messages'
import { KED_WEEKS, WEEK_UNLOCK_DAYS } from '@app/domain/shared/constants'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { COMPANY, LEGAL_EFFECTIVE_DATE } from '../company'
import { COURSE_TERMS_SECTIONS } from '../course-terms-sections'
import '../info-pages.css'

/** /regulaminy-szczegolowe-kursow: detailed terms of KED, PED and ZN, one section each. */
export function CourseTermsPage() {
  const mail = <a href={`mailto:${COMPANY.contactEmail}`}>{COMPANY.contactEmail}</a>
  return (
    <article className="prose info-page legal">
      <h1>Regulaminy szczegółowe kursów</h1>
      <p className="lead">
        Zasady dostępu do każdego z naszych kursów. Uzupełniają one{' '}
        <Link to={ROUTES.terms}>regulamin serwisu</Link>, który stosuje się we wszystkich sprawach
        tu nieopisanych.
      </p>
      <p>Obowiązują od {LEGAL_EFFECTIVE_DATE}</p>
      <nav aria-labelledby="course-terms-toc" className="info-toc">
        <h2 id="course-terms-toc">Spis treści</h2>
        <ul>
          <li>
            <a href={`#${COURSE_TERMS_SECTIONS.KED}`}>{COURSE_NAMES.KED}</a>
          </li>
          <li>
            <a href={`#${COURSE_TERMS_SECTIONS.PED}`}>{COURSE_NAMES.PED}</a>
          </li>
          <li>
            <a href={`#${COURSE_TERMS_SECTIONS.ZN}`}>{COURSE_NAMES.ZN}</a>
          </li>
        </ul>
      </nav>

      <section id={COURSE_TERMS_SECTIONS.KED} aria-labelledby="course-terms-ked">
        <h2 id="course-terms-ked">{COURSE_NAMES.KED} (KED)</h2>
        <ol>
          <li>
            Kurs składa się z tygodnia wprowadzającego (tydzień 0) i {KED_WEEKS} tygodni lekcji:
            ponad 12 godzin nagrań wideo z ćwiczeniami, ściągami i materiałami do pobrania. Na każdy
            tydzień warto zarezerwować 2–3 godziny.
          </li>
          <li>
            Dostęp otrzymujesz po opłaceniu zamówienia i aktywacji kursu linkiem z wiadomości email.
            Okres dostępu podajemy na stronie zakupu.
          </li>
          <li>
            Tydzień 0 jest dostępny od razu. Każdy kolejny tydzień odblokowuje się automatycznie{' '}
            {WEEK_UNLOCK_DAYS} dni po tym, jak zaczniesz oglądać pierwsze nagranie poprzedniego
            tygodnia. Dzięki temu masz czas przećwiczyć metody, zanim poznasz następne.
          </li>
          <li>
            Uczestnicy kursu mogą dołączać do konsultacji online dla społeczności w soboty o 17:00.
          </li>
          <li>
            Jeśli kurs kupuje rodzic dla dziecka, dostęp otrzymuje konto ucznia, a rodzic może
            założyć konto rodzica, żeby śledzić postępy.
          </li>
        </ol>
      </section>

      <section id={COURSE_TERMS_SECTIONS.PED} aria-labelledby="course-terms-ped">
        <h2 id="course-terms-ped">{COURSE_NAMES.PED} (PED)</h2>
        <ol>
          <li>
            Kurs trwa 1 tydzień i zawiera najważniejsze podstawy efektywnego działania w krótkich
            nagraniach.
          </li>
          <li>
            Dostęp otrzymujesz po zapisie na stronie{' '}
            <Link to={ROUTES.pedSignUp}>Podstaw Efektywnego Działania</Link>. Jeśli zapis jest
            płatny, cenę podajemy przed złożeniem zamówienia.
          </li>
          <li>Wszystkie lekcje są dostępne od razu, bez odblokowywania.</li>
          <li>Wypisanie się z newslettera nie odbiera dostępu do kursu.</li>
        </ol>
      </section>

      <section id={COURSE_TERMS_SECTIONS.ZN} aria-labelledby="course-terms-zn">
        <h2 id="course-terms-zn">{COURSE_NAMES.ZN} (ZN)</h2>
        <ol>
          <li>
            Kurs jest przeznaczony dla rodziców i trwa 1 tydzień: to około półtorej godziny nagrań w
            trzech modułach: zrozumienie nastolatka, komunikacja z nastolatkiem oraz wspieranie
            nastolatka w nauce.
          </li>
          <li>
            Dostęp otrzymujesz po opłaceniu zamówienia i aktywacji kursu linkiem z wiadomości email,
            na koncie rodzica. Okres dostępu podajemy na stronie zakupu.
          </li>
          <li>Wszystkie moduły są dostępne od razu, bez odblokowywania.</li>
        </ol>
      </section>

      <section aria-labelledby="course-terms-common">
        <h2 id="course-terms-common">Postanowienia wspólne</h2>
        <ol>
          <li>
            Dostęp do kursu jest osobisty. Nagrań i materiałów nie wolno kopiować, nagrywać ani
            udostępniać innym osobom.
          </li>
          <li>
            Zasady odstąpienia od umowy i reklamacji opisuje{' '}
            <Link to={ROUTES.terms}>regulamin serwisu</Link> (§ 7 i § 8). Pytania i reklamacje
            przyjmujemy pod adresem {mail}.
          </li>
        </ol>
      </section>
    </article>
  )
}

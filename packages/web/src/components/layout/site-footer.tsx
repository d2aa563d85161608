import { COPYRIGHT_YEAR } from '@app/domain/shared/constants'
import { SOCIAL_LINKS, footerMenu } from '@app/domain/navigation/menus'
import { Link } from '@tanstack/react-router'
import { openCookieSettings } from '../../lib/cookie-settings'
import './site-footer.css'

/** The site footer (SPEC §2): offer, platform, company and legal pages, social links, ©. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        {footerMenu().map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Media społecznościowe">
          <h2>Obserwuj nas</h2>
          <ul>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                  <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer-copyright">
        © {COPYRIGHT_YEAR} Efektywna Nauka ·{' '}
        <button type="button" className="link-button" onClick={openCookieSettings}>
          Ustawienia plików cookie
        </button>
      </p>
    </footer>
  )
}

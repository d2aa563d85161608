import { CalendarCheck, CirclePlay, TrendingUp } from 'lucide-react'
import './account-benefits.css'

/** The side panel of the sign-in and sign-up pages: what an account gives, in three points. */
export function AccountBenefits() {
  return (
    <div className="account-benefits">
      <h2>Na Twoim koncie</h2>
      <ul>
        <li>
          <CirclePlay aria-hidden="true" />
          Kursy wideo i materiały w jednym miejscu, na telefonie i komputerze.
        </li>
        <li>
          <CalendarCheck aria-hidden="true" />
          Planer nauki i fiszki, które przypominają o powtórkach.
        </li>
        <li>
          <TrendingUp aria-hidden="true" />
          Postępy zapisane na koncie: wracasz tam, gdzie skończyłeś.
        </li>
      </ul>
    </div>
  )
}

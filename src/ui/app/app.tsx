import { LIFETIME_MEMBERSHIP, ANNUAL_MEMBERSHIP, membershipPrice } from '../../domain/membership';
import { formatCents } from '../../domain/money';

/** The application shell. Routes and pages arrive with the site itself. */
export function App() {
  return (
    <main>
      <h1>Alumni Chapter</h1>
      <p>Founded in 1991 and re-established in 2013, the chapter brings alumni together.</p>
      <ul>
        <li>
          {LIFETIME_MEMBERSHIP}: {formatCents(membershipPrice(LIFETIME_MEMBERSHIP))}
        </li>
        <li>
          {ANNUAL_MEMBERSHIP}: {formatCents(membershipPrice(ANNUAL_MEMBERSHIP))}
        </li>
      </ul>
    </main>
  );
}

import { Link } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../../application/browser/identity-routes';

/**
 * Where a paid member whose account needs no code goes next: Login to sign in (with the e-mail
 * filled in when `fillSignIn`), Login's password reset for `email`, or back to the plans.
 */
export function AccountLinks({
  email,
  fillSignIn,
  onReturn,
}: {
  readonly email: string;
  readonly fillSignIn: boolean;
  readonly onReturn: () => void;
}) {
  return (
    <>
      <ul className="existing-account-links">
        <li>
          <Link to={IDENTITY_ROUTES.login} state={fillSignIn ? { signInAs: { email } } : undefined}>
            Sign in on the Login page
          </Link>
        </li>
        <li>
          <Link to={IDENTITY_ROUTES.login} state={{ resetPassword: { email } }}>
            Reset your password
          </Link>
        </li>
      </ul>
      <button type="button" className="link-button" onClick={onReturn}>
        Return to membership selection
      </button>
    </>
  );
}

import { useNavigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../../application/browser/identity-routes';
import { signOut } from '../../../application/browser/use-cases/sign-out.use-case';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useResultAction } from '../../components/use-result';

/**
 * Signs out: the use case ends the session and clears the site's local storage (even when the
 * identity service fails, which is then shown); the session forgets the member; on to /Login.
 */
export function SignOutButton() {
  const services = useServices();
  const { signedOut } = useSession();
  const navigate = useNavigate();
  const leave = () => {
    signedOut();
    void navigate(IDENTITY_ROUTES.login);
  };
  const action = useResultAction(() => signOut(services), { onSuccess: leave, onFailure: leave });
  return (
    <button type="button" className="button" disabled={action.status === 'running'} onClick={() => action.start(undefined)}>
      Sign out
    </button>
  );
}

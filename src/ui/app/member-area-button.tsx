import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../application/browser/identity-routes';
import { useSession } from './session';

/**
 * The Member Area button (spec section 2): to /Member-Area when someone is signed in, else to
 * /Login. Clicked before the identity service has answered, it waits for the answer.
 */
export function MemberAreaButton() {
  const { status } = useSession();
  const navigate = useNavigate();
  const waiting = useRef(false);
  const target = status === 'signed-in' ? IDENTITY_ROUTES.memberArea : IDENTITY_ROUTES.login;
  useEffect(() => {
    if (!waiting.current || status === 'unknown') return;
    waiting.current = false;
    void navigate(target);
  }, [status, target, navigate]);
  const onClick = (event: MouseEvent) => {
    if (status !== 'unknown') return;
    event.preventDefault();
    waiting.current = true;
  };
  return (
    <Link to={target} className="button button-primary member-area-button" onClick={onClick}>
      Member Area
    </Link>
  );
}

import { useEffect, useRef } from 'react';
import { TWO_STEP_SECTION_ID } from './two-step-section';
import { TWO_STEP_COPY } from './two-step-words';

/**
 * The notice an administrator who must turn on two-step sign-in reads until it is on. It takes
 * focus when the Member Area opens (and after the route change that led here, in place of the
 * page's heading), so the reader starts here, next to the section it points to.
 */
export function TwoStepRequired() {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <p ref={notice} className="notice-inline two-step-required" tabIndex={-1} data-arrival-focus="">
      {TWO_STEP_COPY.adminRequired} <a href={`#${TWO_STEP_SECTION_ID}`}>Go to Two-step sign-in</a>
    </p>
  );
}

import { Disclosure } from '../../components/disclosure';
import { TwoStepSettingsPanel } from './two-step-settings';
import { TWO_STEP_COPY } from './two-step-words';

/** The section's id: `/Member-Area#two-step-sign-in` opens it. */
export const TWO_STEP_SECTION_ID = 'two-step-sign-in';

/** The collapsible 'Two-step sign-in' section of the Member Area; its settings load when it opens. */
export function TwoStepSection({ initiallyOpen }: { readonly initiallyOpen: boolean }) {
  return (
    <Disclosure title={TWO_STEP_COPY.title} id={TWO_STEP_SECTION_ID} initiallyOpen={initiallyOpen}>
      <TwoStepSettingsPanel />
    </Disclosure>
  );
}

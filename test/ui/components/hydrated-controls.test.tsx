import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydratedControls } from '../../../src/ui/components/hydrated-controls';

const controls = (
  <form>
    <HydratedControls>
      <label>
        Email <input name="email" />
      </label>
      <button type="submit">Login</button>
    </HydratedControls>
  </form>
);

describe('HydratedControls', () => {
  it('disables the controls in the prerendered HTML, so nothing is typed or sent before React runs the page', () => {
    expect(renderToString(controls)).toMatch(/<fieldset class="form-controls" disabled="">/);
  });

  it('enables them once React renders the page', () => {
    render(controls);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).matches(':disabled')).toBe(false);
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).matches(':disabled')).toBe(false);
  });
});

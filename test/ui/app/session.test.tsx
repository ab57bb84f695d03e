import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../../src/ui/app/services';
import { SessionProvider, useSession } from '../../../src/ui/app/session';
import { uiWorld, UI_ADMIN, type UiWorld } from '../support/ui-world';
import { signedIn } from './site-harness';

function Probe() {
  const session = useSession();
  return (
    <>
      <output>{`${session.status} ${session.email ?? '-'} ${session.isAdmin ? 'admin' : 'member'}`}</output>
      <button type="button" onClick={session.refresh}>
        Refresh
      </button>
      <button type="button" onClick={session.signedOut}>
        Signed out
      </button>
    </>
  );
}

function renderSession(world: UiWorld) {
  render(
    <ServicesProvider services={world.services}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </ServicesProvider>,
  );
}

const shown = () => screen.getByRole('status').textContent;

describe('SessionProvider', () => {
  it("starts 'unknown', then signed out when nobody is signed in", async () => {
    renderSession(uiWorld());
    expect(shown()).toBe('unknown - member');
    await waitFor(() => expect(shown()).toBe('signed-out - member'));
  });

  it('restores a signed-in user, remembers the e-mail under "user", and tells an administrator', async () => {
    const world = uiWorld();
    await signedIn(world, UI_ADMIN);
    renderSession(world);
    await waitFor(() => expect(shown()).toBe(`signed-in ${UI_ADMIN} admin`));
    expect(world.services.storage.get('user')._unsafeUnwrap()).toBe(UI_ADMIN);
  });

  it('looks again on refresh() and forgets the user on signedOut()', async () => {
    const world = uiWorld();
    renderSession(world);
    await waitFor(() => expect(shown()).toBe('signed-out - member'));
    await signedIn(world, 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(shown()).toBe('signed-in ada@example.org member'));
    await userEvent.click(screen.getByRole('button', { name: 'Signed out' }));
    expect(shown()).toBe('signed-out - member');
  });

  it('asks nobody at start when no e-mail is remembered, even with a session open', async () => {
    const world = uiWorld();
    await signedIn(world, 'ada@example.org');
    world.services.storage.remove('user')._unsafeUnwrap();
    renderSession(world);
    await waitFor(() => expect(shown()).toBe('signed-out - member'));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(shown()).toBe('signed-in ada@example.org member'));
  });
});

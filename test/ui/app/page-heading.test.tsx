import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useSyncExternalStore } from 'react';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usePageHeading } from '../../../src/ui/app/page-heading';

/** A page whose code has not arrived yet: its heading shows when the test says so (`arrive`). */
const late = { here: false, listeners: new Set<() => void>() };
const subscribe = (listener: () => void) => {
  late.listeners.add(listener);
  return () => late.listeners.delete(listener);
};
function arrive() {
  late.here = true;
  for (const listener of late.listeners) listener();
}
function LatePage() {
  const here = useSyncExternalStore(subscribe, () => late.here);
  return here ? <h1>The new page</h1> : <p>Loading…</p>;
}

function Layout() {
  const main = useRef<HTMLElement>(null);
  usePageHeading(main);
  return (
    <>
      <nav aria-label="Chapter">
        <Link to="/late">To the new page</Link>
        <button type="button">Donate</button>
      </nav>
      <main ref={main}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/late" element={<LatePage />} />
        </Routes>
      </main>
    </>
  );
}

/** The page's code arrives; the heading's observer has run when this resolves. */
async function pageArrives(): Promise<void> {
  await act(async () => {
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function follow() {
  late.here = false;
  render(
    <MemoryRouter initialEntries={['/']}>
      <Layout />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'To the new page' }));
  expect(screen.queryByRole('heading', { name: 'The new page' })).toBeNull();
}

describe('usePageHeading', () => {
  it('focuses the heading of a page that arrives after the route changed', async () => {
    follow();
    await pageArrives();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'The new page' }));
  });

  it('leaves the focus where a person put it while the page was loading', async () => {
    follow();
    const donate = screen.getByRole('button', { name: 'Donate' });
    fireEvent.pointerDown(donate);
    donate.focus();
    await pageArrives();
    expect(document.activeElement).toBe(donate);
  });

  it('leaves it too after a key pressed while the page was loading', async () => {
    follow();
    const donate = screen.getByRole('button', { name: 'Donate' });
    donate.focus();
    fireEvent.keyDown(donate, { key: 'Enter' });
    await pageArrives();
    expect(document.activeElement).toBe(donate);
  });
});

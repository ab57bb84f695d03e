import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { MobileMenu } from './mobile-menu';
import { usePageHeading } from './page-heading';
import { SiteFooter } from './site-footer';
import { useSmallScreenMenu } from './small-screen-menu';
import { SubNav } from './sub-nav';
import { TopBar } from './top-bar';
import '../styles/layout.css';

/** Wide enough for the full top bar; below it the hamburger menu takes over (matches layout.css). */
const WIDE_SCREEN_QUERY = '(min-width: 64rem)';

/** Shown while a page's chunk loads: it holds the page's place so the footer does not jump. */
function PageLoading() {
  return (
    <div className="page page-loading" role="status">
      <span className="visually-hidden">Loading the page…</span>
    </div>
  );
}

/**
 * Every page's frame: skip link, top bar, the small-screen menu, sub-navigation, main content
 * and footer. While the small-screen menu is open the rest of the page is hidden, from sight,
 * from screen readers and from the Tab order.
 */
export function Layout() {
  const menu = useSmallScreenMenu(WIDE_SCREEN_QUERY);
  const main = useRef<HTMLElement>(null);
  usePageHeading(main);
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <TopBar menu={menu} />
      <MobileMenu menu={menu} />
      <div className="site-content" hidden={menu.open}>
        <SubNav />
        <main id="main-content" ref={main} tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
      </div>
    </>
  );
}

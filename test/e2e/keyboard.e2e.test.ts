import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { CARDS, futureExpiry, SAY, shows, text } from './support/checkout';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

/**
 * What has focus, and whether its focus is drawn: an outline (not 'none', wider than 0) at least
 * 3:1 against the colour behind it (WCAG 1.4.11, as global.css promises), or a box-shadow.
 */
function focusOf(page: Page): Promise<{ readonly what: string; readonly drawn: boolean; readonly contrast: number | null }> {
  return page.evaluate(() => {
    type Rgba = readonly [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const parts = /rgba?\(([^)]+)\)/
        .exec(colour)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    // The colour an outline drawn outside `element` sits on: its ancestors' backgrounds, nearest on top.
    const behind = (element: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let at = element; at !== null; at = at.parentElement) {
        const layer = parse(getComputedStyle(at).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba): number => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body)
      return { what: 'nothing (the page itself)', drawn: false, contrast: null };
    const style = getComputedStyle(element);
    const name = (
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
      element.textContent ??
      ''
    ).trim();
    const what = `<${element.tagName.toLowerCase()}> ${name.slice(0, 40)}`;
    if (style.boxShadow !== 'none' && style.boxShadow !== '') return { what, drawn: true, contrast: null };
    if (style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) <= 0) return { what, drawn: false, contrast: null };
    const background = behind(Number.parseFloat(style.outlineOffset) >= 0 ? element.parentElement : element);
    const outline = over(parse(style.outlineColor), background);
    const [lighter, darker] = [luminance(outline), luminance(background)].sort((a, b) => b - a) as [number, number];
    const contrast = (lighter + 0.05) / (darker + 0.05);
    return { what, drawn: contrast >= 3, contrast: Math.round(contrast * 100) / 100 };
  });
}

/** The focused element has a visible focus indicator. */
async function expectFocusDrawn(page: Page): Promise<void> {
  const focus = await focusOf(page);
  expect(focus.drawn, `focus on ${focus.what} is not drawn (outline contrast ${focus.contrast ?? 'none'})`).toBe(true);
}

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop on the way that
 * the focus is drawn. Fails if the target is not reached within `max` presses.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}): Promise<void> {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusDrawn(page);
    if (await hasFocus(target)) return;
  }
  throw new Error(
    `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached the target; focus is on ${(await focusOf(page)).what}.`,
  );
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, words: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(words);
  expect(await field.inputValue()).toBe(words);
}

describe.skipIf(chromiumPath === null)('a keyboard user in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('donates to the Community Service Project with the keyboard alone, the focus drawn at every step', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await page.goto('/Donate');
    await shows(page.getByRole('heading', { level: 1, name: 'Donate' }));

    const fifty = page.getByRole('button', { name: '$50', exact: true });
    await tabTo(page, page.getByRole('button', { name: '$100', exact: true }));
    await tabTo(page, fifty, { backwards: true, max: 1 });
    await page.keyboard.press('Space');
    expect(await fifty.getAttribute('aria-pressed')).toBe('true');
    await expectFocusDrawn(page);
    await tabTo(page, page.getByLabel('Donation amount'));
    expect(await page.getByLabel('Donation amount').inputValue()).toBe('50');

    // The checked type takes the Tab stop; the arrow keys move within the group.
    await tabTo(page, page.getByRole('radio', { name: 'Chapter Donation' }));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Community Service Project' }).isChecked()).toBe(true);
    expect(await hasFocus(page.getByRole('radio', { name: 'Community Service Project' }))).toBe(true);
    await expectFocusDrawn(page);

    await tabTo(page, page.getByRole('button', { name: 'Proceed to checkout' }));
    await page.keyboard.press('Enter');
    // The new step's heading takes the focus, drawn.
    const details = page.getByRole('heading', { name: 'Your details' });
    await shows(details);
    await expect.poll(() => hasFocus(details)).toBe(true);
    await expectFocusDrawn(page);

    await typeInto(page, page.getByLabel('Name', { exact: true }), 'Kay Keyboard');
    await typeInto(page, page.getByLabel('Email'), 'kay@example.org');
    await typeInto(page, page.getByLabel('Card number'), CARDS.succeeds);
    await typeInto(page, page.getByLabel('Expiry date'), futureExpiry());
    await typeInto(page, page.getByLabel('CVC'), '123');
    await tabTo(page, page.getByRole('button', { name: 'Donate $50' }));
    await page.keyboard.press('Space');

    await shows(text(page, SAY.paid));
    // The confirmation, its heading focused and drawn; then another donation from the keyboard.
    const confirmation = page.getByRole('heading', { name: 'Thank you: your payment was received' });
    await expect.poll(() => hasFocus(confirmation)).toBe(true);
    await expectFocusDrawn(page);
    await tabTo(page, page.getByRole('button', { name: 'Make another donation' }));
    await page.keyboard.press('Enter');
    const choice = page.getByRole('heading', { name: 'Choose your donation' });
    await expect.poll(() => hasFocus(choice)).toBe(true);
    const receipt = await server.mailTo('kay@example.org', /Your receipt/);
    expect(receipt.subject).toBe('Your receipt: Community Service Project');
    expect(receipt.text).toMatch(/^Amount: \$50$/m);
    expect(pageErrors).toEqual([]);
  });

  it('signs in on /Login with the keyboard alone and lands on the Member Area', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await page.goto('/Login');
    await shows(page.getByRole('heading', { level: 1, name: 'Member Login' }));

    const password = page.getByLabel('Password');
    await typeInto(page, page.getByLabel('Email'), ADMIN.email);
    // Past the password and back again.
    await tabTo(page, page.getByRole('button', { name: 'Login' }));
    await tabTo(page, password, { backwards: true, max: 1 });
    await page.keyboard.type(ADMIN.password);
    await tabTo(page, page.getByRole('button', { name: 'Login' }));
    await page.keyboard.press('Enter');

    await page.waitForURL('**/Member-Area');
    await shows(page.getByRole('heading', { level: 1, name: 'Member Area' }));
    // The Member Area goes on by keyboard: the next Tab stop is drawn too.
    await page.keyboard.press('Tab');
    await expectFocusDrawn(page);
    expect(pageErrors).toEqual([]);
  });
});

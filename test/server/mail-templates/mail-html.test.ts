import { describe, expect, it } from 'vitest';
import { MAIL_SAMPLES, mailSampleOf } from '../../../src/server/mail-templates/mail-catalogue';
import { previewMail } from '../../../src/server/mail-templates/mail-preview';
import { htmlProblems } from '../../support/html-check';
import { SAMPLE_DEPS } from './mail-sample-deps';
import { SAMPLE_CHAPTER } from './sample-chapter';

async function rendered(kind: string) {
  const sample = mailSampleOf(kind);
  if (sample === null) throw new Error(`no sample ${kind}`);
  return (await previewMail(sample, SAMPLE_DEPS, SAMPLE_CHAPTER))._unsafeUnwrap();
}

describe('the HTML check', () => {
  it.each([
    ['<p>unclosed', 'never closed'],
    ['<p><div>x</div></p>', 'inside a <p>'],
    ['<a href="https://x.org"><a href="https://y.org">y</a></a>', 'a link inside a link'],
    ['<img src="https://x.org/a.png">', 'an image without alt'],
    ['<a href="/Events">Events</a>', 'a link not absolute'],
    ['<script>alert(1)</script>', 'a <script>'],
    ['<p onclick="x()">x</p>', 'an inline handler'],
    ['<p class="a" class="b">x</p>', 'twice'],
    ['<b><i>x</b></i>', 'closes'],
  ])('finds the fault in %s', (body, fault) => {
    const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;
    expect(htmlProblems(page).join('; ')).toContain(fault);
  });

  it('passes a sound page', () => {
    expect(
      htmlProblems('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><p>x<br></p></body></html>'),
    ).toEqual([]);
  });
});

describe('the mail template’s HTML', () => {
  it('passes for a receipt, a dues reminder and a campaign, with no script, every image with alt and every link absolute', async () => {
    for (const kind of ['receipt', 'dues-reminder', 'campaign'])
      expect([kind, htmlProblems((await rendered(kind)).html)]).toEqual([kind, []]);
  });

  it('passes for every other kind of mail too', async () => {
    for (const { kind } of MAIL_SAMPLES) expect([kind, htmlProblems((await rendered(kind)).html)]).toEqual([kind, []]);
  });

  it('shows the dues reminder’s amount, its button and the unsubscribe footer', async () => {
    const { html, text } = await rendered('dues-reminder');
    expect(html).toContain('Your 2027 chapter dues: $50');
    expect(html).toMatch(/<a href="https:\/\/hartwell-alumni.example.org\/Pay-Dues\?t=[\w.-]+"[^>]*>.*Pay your dues/);
    expect(html).toMatch(/>Unsubscribe<\/a>/);
    expect(html).toMatch(/>Email preferences<\/a>/);
    // The text gives the link itself, so the button's line is not repeated under it.
    expect(text).toMatch(
      /without signing in, with this link \(it works until [^)]+\):\nhttps:\/\/hartwell-alumni.example.org\/Pay-Dues\?t=[\w.-]+\n/,
    );
  });

  it('renders the campaign’s Markdown as HTML: heading, emphasis, list and link', async () => {
    const { html } = await rendered('campaign');
    expect(html).toContain('<h2>Tickets for the Spring Banquet are on sale</h2>');
    expect(html).toContain('<strong>Spring Banquet 2027</strong>');
    expect(html).toMatch(/<ul>\s*<li>dinner and fellowship,<\/li>/);
    expect(html).toContain('<a href="https://hartwell-alumni.example.org/events/spring-banquet-2027">Buy your tickets</a>');
  });
});

import { err, ok, type Result } from 'neverthrow';
import { EMAIL_MESSAGE, required, type InvalidForm } from './validation/fields';

/**
 * How a text is written: Markdown (paragraphs, lists, links, headings under the page's title), or
 * an e-mail address (shown as a mail link).
 */
type SiteTextFormat = 'markdown' | 'email';

/** One text of the site an administrator may change, with the words it has until someone does. */
export interface SiteTextEntry {
  readonly key: string;
  /** What the Admin Panel calls it: 'Home page: Our Mission'. */
  readonly label: string;
  /** The pages that show it, as the router names them. */
  readonly pages: readonly string[];
  readonly format: SiteTextFormat;
  /** The most characters it may have. */
  readonly maxLength: number;
  /** Its Markdown (or address) before any change: the site's words as they were written in code. */
  readonly defaultText: string;
}

/** The chapter's name, as its documents (the treasury report) are issued under. */
export const CHAPTER = 'Hartwell Scholars Alumni Chapter';
const PROGRAMME = 'Hartwell Scholars Program';
const INSTITUTE = 'Institute of Mathematics and Applied Sciences';
const FOUNDER = 'Dr. Samuel Hartwell';
const SHORT = 2_000;
const LONG = 10_000;

const markdown = (key: string, label: string, page: string, maxLength: number, defaultText: string): SiteTextEntry => ({
  key,
  label,
  pages: [page],
  format: 'markdown',
  maxLength,
  defaultText,
});

const benefit = (slug: string, title: string, text: string): SiteTextEntry =>
  markdown(`membership-benefits.${slug}`, `Membership Benefits: ${title}`, '/Membership-Benefits', SHORT, text);

const objective = (slug: string, title: string, text: string): SiteTextEntry =>
  markdown(`home.objective.${slug}`, `Home page: Objective '${title}'`, '/', SHORT, text);

/**
 * Every text an administrator may edit (Admin Panel, 'Page texts'), in the order the site shows
 * them. Headings, buttons and the spec's fixed words stay in code; what is written about the
 * chapter is here. The keys are stored: never rename one.
 */
export const SITE_TEXTS: readonly SiteTextEntry[] = [
  markdown(
    'home.introduction',
    'Home page: Introduction',
    '/',
    SHORT,
    `Alumni of the ${PROGRAMME} at the ${INSTITUTE}, staying close to each other and to the students who follow us.`,
  ),
  markdown(
    'home.mission',
    'Home page: Our Mission',
    '/',
    SHORT,
    'To unite the alumni of the programme in lifelong fellowship, and to put our time, talent and resources to work for the students and the institute that shaped us.',
  ),
  markdown(
    'home.vision',
    'Home page: Our Vision',
    '/',
    SHORT,
    'A connected community of scholars where every graduate stays engaged, every student finds a mentor, and the programme thrives for generations to come.',
  ),
  objective(
    'partner',
    'Partner',
    'Work hand in hand with the institute, the programme and its staff to strengthen scholarships, mentoring and student life.',
  ),
  objective(
    'advocate',
    'Advocate',
    'Speak up for the programme and its students, and support the causes that keep higher education open to talented young people.',
  ),
  objective(
    'communicate',
    'Communicate',
    'Keep alumni informed about each other, the chapter and the programme through news, events and regular updates.',
  ),
  objective(
    'engage',
    'Engage',
    'Bring alumni back together at banquets, cookouts and service projects, and invite every graduate to take part.',
  ),
  markdown(
    'home.history',
    'Home page: Our History',
    '/',
    SHORT,
    `The chapter was founded in 1991 by the programme's first graduates, who wanted the fellowship they had found as students to last. After some quiet years it was re-established in 2013 by a new generation of alumni, and it has met, served and celebrated together ever since.`,
  ),
  markdown(
    'contact.introduction',
    'Contact: Introduction',
    '/Contact',
    SHORT,
    'We would love to hear from you: alumni, students, families and friends of the programme alike. Write to us, or send a message with the form on this page, and an officer will answer.',
  ),
  markdown('contact.address', 'Contact: Postal address', '/Contact', 500, `${CHAPTER}  \nc/o Office of Alumni Relations  \n${INSTITUTE}`),
  {
    key: 'contact.email',
    label: 'Contact: E-mail address',
    // Also in every page's footer and the Member Area's note for an account without a membership.
    pages: ['/Contact'],
    format: 'email',
    maxLength: 254,
    defaultText: 'hello@hartwell-alumni.example.org',
  },
  markdown(
    'membership-benefits.introduction',
    'Membership Benefits: Introduction',
    '/Membership-Benefits',
    SHORT,
    'Membership keeps you close to fellow alumni and to the institute, and brings practical savings along the way.',
  ),
  benefit(
    'chapter-membership',
    'Alumni Chapter Membership',
    'Join the chapter’s meetings, committees and events, vote in its elections, and help shape what we do for students.',
  ),
  benefit(
    'travel-discounts',
    'Travel Discounts',
    'Save on hotels, car rentals and vacation packages through the university alumni association’s travel partners.',
  ),
  benefit(
    'bookstore-discount',
    'Bookstore Discount',
    'Take a discount on apparel, gifts and books at the university bookstore, in person and online.',
  ),
  benefit('auto-insurance', 'Auto Insurance', 'Ask the association’s insurance partner for a group rate on auto insurance.'),
  benefit(
    'library-access',
    'Library Access',
    'Borrow from the university library and use its reading rooms and selected online databases.',
  ),
  benefit('career-services', 'Career Services', 'Use the career centre’s job board, résumé reviews and networking events for alumni.'),
  benefit(
    'license-plates',
    'License Plates',
    'Show your pride on the road with a university license plate; part of each fee funds scholarships.',
  ),
  benefit(
    'continuing-education',
    'Continuing Education',
    'Enrol in continuing education and professional development courses at a reduced alumni rate.',
  ),
  benefit(
    'transcript-requests',
    'Transcript Requests',
    'Request official transcripts from the registrar with the alumni association’s help.',
  ),
  benefit(
    'ticket-discounts',
    'Ticket Discounts',
    'Buy discounted tickets to theme parks, shows and sporting events through the association’s ticket service.',
  ),
  markdown(
    'alumni-spotlight.article',
    'Alumni Spotlight: Featured article',
    '/Alumni-Spotlight',
    LONG,
    [
      '# Alumna Elected President of the National Statistical Association',
      'Dr. Renée Whitfield, a scholar of the programme’s class of 1996, has been elected president of the National Association of Statistical Sciences, the country’s largest professional society of statisticians.',
      'Dr. Whitfield leads a research group in survey methodology and has spent her career making public statistics more accurate and more trustworthy. She is the first graduate of our programme to lead the association.',
      '“The programme taught me that numbers are about people,” she said after her election. “I owe the scholars who mentored me, and I intend to do the same for the next generation.”',
      'The chapter congratulates Dr. Whitfield and looks forward to welcoming her as the keynote speaker at a future Spring Banquet.',
    ].join('\n\n'),
  ),
  markdown(
    'endowment.body',
    'Endowment Donation: About the endowment',
    '/Endowment-Donation',
    LONG,
    [
      `The ${PROGRAMME} Scholarship Endowment is a permanent fund held by the university. Gifts to it are invested and never spent: only the interest they earn goes to students.`,
      'The interest is paid to scholarship students once a year, in August, in time for the fall semester. Every gift, large or small, grows the fund and the support it gives for as long as the programme lasts.',
      'You can give online, or talk with the development office about a pledge, a gift in memory of someone, or a gift through your estate.',
    ].join('\n\n'),
  ),
  markdown(
    'memorial.body',
    `Memorial: Tribute to ${FOUNDER}`,
    '/Dr-Hartwell',
    LONG,
    [
      `${FOUNDER} founded the ${PROGRAMME} with a simple conviction: that talented students from every background could become great scientists if someone believed in them early and stayed with them long.`,
      'For three decades he recruited, taught and mentored scholar after scholar. He knew every student by name, kept his office door open late, and followed his graduates’ careers with a father’s pride.',
      'The chapter exists because of him. We honour his memory by doing what he asked of every scholar: to reach back and lift the next one up.',
    ].join('\n\n'),
  ),
  markdown('about.body', 'About', '/about', LONG, `${CHAPTER} brings together alumni of the ${PROGRAMME} at the ${INSTITUTE}.`),
];

/** The key of an editable text ('home.mission'). */
export type SiteTextKey = string;

/** The entry of `key`, or null when the site has no text by that name. */
export function siteTextEntry(key: string): SiteTextEntry | null {
  return SITE_TEXTS.find((entry) => entry.key === key) ?? null;
}

/** A text as an administrator sends it: which one, and its new Markdown (or address). */
export interface SiteTextChange {
  readonly key: string;
  readonly text: string;
}

/**
 * Checks a change field by field: the key must name a text, the text must be written (an e-mail
 * text an address), and be no longer than its limit. Line ends become `\n` and the text is
 * trimmed; a Markdown text keeps its inner spacing (two trailing spaces break a line).
 *
 * @example checkSiteText({ key: 'contact.email', text: 'chair' }) // err: text: 'Please enter a valid email address.'
 */
export function checkSiteText(change: SiteTextChange): Result<SiteTextChange, InvalidForm<'key' | 'text'>> {
  const entry = siteTextEntry(change.key);
  if (entry === null) return err({ type: 'InvalidForm', fields: { key: 'Please choose one of the page texts.' } });
  const text = change.text.replace(/\r\n?/g, '\n');
  const checked = required(text, entry.format === 'email' ? 'The e-mail address' : 'The text', entry.maxLength).andThen((trimmed) =>
    entry.format === 'email' && !/^[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[^\s@<>()[\]]+$/.test(trimmed) ? err(EMAIL_MESSAGE) : ok(trimmed),
  );
  return checked.match(
    (trimmed) => ok({ key: entry.key, text: trimmed }),
    (message) => err({ type: 'InvalidForm', fields: { text: message } }),
  );
}

/** The Markdown a text is rendered from: an address becomes a mail link, Markdown stays as it is. */
export function markdownOf(entry: SiteTextEntry, text: string): string {
  return entry.format === 'email' ? `[${text.replace(/[\\`*_~]/g, '\\$&')}](mailto:${text})` : text;
}

/** The HTML of each text, keyed by text: what every page is drawn from. */
export type SiteTextSnapshot = Readonly<Record<SiteTextKey, string>>;

/** Every text's default words as HTML, made by `toHtml` (the server's sanitising renderer): the build's texts. */
export function defaultSiteTexts(toHtml: (markdown: string) => string): SiteTextSnapshot {
  return Object.fromEntries(SITE_TEXTS.map((entry) => [entry.key, toHtml(markdownOf(entry, entry.defaultText))]));
}

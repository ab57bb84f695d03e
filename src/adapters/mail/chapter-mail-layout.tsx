import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import type { MailChapter } from './mail-chapter';

/**
 * The site's colours (src/ui/styles/global.css, :root), written out because a mail client reads no
 * CSS variables; a test checks they still match the stylesheet.
 */
export const MAIL_COLOURS = {
  navy: '#0b3d6e',
  navyDark: '#072a4d',
  gold: '#f2b632',
  ink: '#1b2330',
  inkSoft: '#4a5568',
  paper: '#ffffff',
  cream: '#faf7f0',
  line: '#d8dde6',
} as const;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

// Read by the clients that honour a <style> element (most); the body's own HTML has no inline styles.
const BODY_CSS = `
.mail-body p, .mail-body li { font-size: 16px; line-height: 1.6; color: ${MAIL_COLOURS.ink}; margin: 0 0 16px; }
.mail-body h2 { font-family: ${SERIF}; font-size: 20px; color: ${MAIL_COLOURS.navyDark}; margin: 24px 0 8px; }
.mail-body h3 { font-family: ${SERIF}; font-size: 17px; color: ${MAIL_COLOURS.navyDark}; margin: 20px 0 8px; }
.mail-body a { color: ${MAIL_COLOURS.navy}; overflow-wrap: anywhere; word-break: break-all; }
.mail-body img { max-width: 100%; height: auto; }
`;

const page: CSSProperties = { backgroundColor: MAIL_COLOURS.cream, fontFamily: FONT, margin: 0, padding: '24px 0' };
const frame: CSSProperties = { maxWidth: '600px', backgroundColor: MAIL_COLOURS.paper, border: `1px solid ${MAIL_COLOURS.line}` };
const header: CSSProperties = { backgroundColor: MAIL_COLOURS.navy, borderBottom: `4px solid ${MAIL_COLOURS.gold}`, padding: '20px 24px' };
const chapterName: CSSProperties = { fontFamily: SERIF, fontSize: '20px', lineHeight: '1.3', color: MAIL_COLOURS.paper, margin: 0 };
const main: CSSProperties = { padding: '8px 24px 16px', color: MAIL_COLOURS.ink };
const heading: CSSProperties = { fontFamily: SERIF, fontSize: '24px', lineHeight: '1.3', color: MAIL_COLOURS.navyDark, margin: '16px 0' };
const button: CSSProperties = {
  backgroundColor: MAIL_COLOURS.gold,
  color: MAIL_COLOURS.navyDark,
  fontWeight: 700,
  fontSize: '16px',
  borderRadius: '8px',
  padding: '12px 24px',
};
const footer: CSSProperties = { padding: '0 24px 16px' };
const small: CSSProperties = { fontSize: '13px', lineHeight: '1.5', color: MAIL_COLOURS.inkSoft, margin: '0 0 8px' };
const footerLink: CSSProperties = { color: MAIL_COLOURS.navy, textDecoration: 'underline' };

export interface ChapterMailProps {
  readonly chapter: MailChapter;
  /** The heading: the mail's subject without the chapter's name in front. */
  readonly title: string;
  /** The line inboxes show after the subject. */
  readonly preview: string;
  /** The message as HTML, already escaped (a fragment: paragraphs, lists, images, links). */
  readonly bodyHtml: string;
  readonly action: { readonly label: string; readonly url: string } | null;
  readonly links: { readonly unsubscribe: string; readonly preferences: string } | null;
}

/** Every mail of the chapter: its name on the navy band, the message, a button if the mail has one, and the footer. */
export function ChapterMail({ chapter, title, preview, bodyHtml, action, links }: ChapterMailProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{title}</title>
        <style>{BODY_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={frame}>
          <Section style={header}>
            <Text style={chapterName}>{chapter.name}</Text>
          </Section>
          <Section style={main}>
            <Heading as="h1" style={heading}>
              {title}
            </Heading>
            <div className="mail-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
            {action && (
              <Section style={{ padding: '8px 0 16px' }}>
                <Button href={action.url} style={button}>
                  {action.label}
                </Button>
              </Section>
            )}
          </Section>
          <Hr style={{ borderColor: MAIL_COLOURS.line, margin: '0 24px 16px', width: 'auto' }} />
          <Section style={footer}>
            <Text style={{ ...small, fontWeight: 700, color: MAIL_COLOURS.navyDark }}>{chapter.name}</Text>
            <Text style={small}>
              {chapter.address.map((line, index) => (
                <span key={index}>
                  {index > 0 && <br />}
                  {line}
                </span>
              ))}
            </Text>
            <Text style={small}>
              <Link href={`mailto:${chapter.contactEmail}`} style={footerLink}>
                {chapter.contactEmail}
              </Link>
              {' · '}
              <Link href={chapter.siteUrl} style={footerLink}>
                {chapter.siteUrl.replace(/^https?:\/\//, '')}
              </Link>
            </Text>
            {links && (
              <Text style={small}>
                <Link href={links.unsubscribe} style={footerLink}>
                  Unsubscribe
                </Link>
                {' · '}
                <Link href={links.preferences} style={footerLink}>
                  Email preferences
                </Link>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

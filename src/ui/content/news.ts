/** The News and Committees pages' words; the posts and committees themselves come from the backend. */
export const NEWS = {
  title: 'News',
  intro: 'What the chapter has been up to, newest first.',
  loading: 'Loading the news…',
  failed: 'The news could not be loaded right now.',
  empty: 'No news has been posted yet. Please check back soon.',
  retry: 'Try again',
  posted: 'Posted',
  /** The home page's news-and-events area. */
  homeTitle: 'Latest news',
  homeAll: 'All news',
} as const;

export const COMMITTEES = {
  title: 'Committees',
  intro: 'Much of the chapter’s work is done in its committees. Every member is welcome to join one.',
  loading: 'Loading the committees…',
  failed: 'The committees could not be loaded right now.',
  empty: 'The committees will be introduced here soon.',
  retry: 'Try again',
  chair: 'Chair',
  howToJoin: 'How to join',
} as const;

/** The Contact page's form. */
export const CONTACT_FORM = {
  title: 'Send us a message',
  intro: 'Write to the chapter’s officers; we answer by e-mail.',
  name: 'Your name',
  email: 'Your e-mail address',
  subject: 'Subject (optional)',
  message: 'Message',
  honeypot: 'Leave this field empty',
  send: 'Send message',
  sending: 'Sending…',
  sent: 'Thank you: your message was sent to the chapter. We will reply to',
  another: 'Write another message',
} as const;

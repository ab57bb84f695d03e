import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactPage } from '../../../src/ui/pages/contact/contact-page';
import { renderWith, uiWorld, UI_CHAPTER_EMAIL } from '../support/ui-world';

async function fill(values: { name?: string; email?: string; subject?: string; message?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Your name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Your e-mail address'), values.email);
  if (values.subject) await user.type(screen.getByLabelText('Subject (optional)'), values.subject);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
  return user;
}

describe('Contact page: the form that mails the chapter', () => {
  it('sends the message to the chapter and says so on the page', async () => {
    const { world } = renderWith(<ContactPage />);
    screen.getByRole('heading', { level: 1, name: 'Contact' });
    const user = await fill({ name: 'Grace Hopper', email: 'grace@example.org', subject: 'Committees', message: 'How do I join?' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Thank you: your message was sent to the chapter. We will reply to grace@example.org.');
    expect(document.activeElement).toBe(status);
    expect(world.mailer.sent()).toMatchObject([
      { to: UI_CHAPTER_EMAIL, replyTo: 'grace@example.org', subject: 'Contact form: Committees (from Grace Hopper)' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('ties each bad field’s message to the field, and sends nothing', async () => {
    const { world } = renderWith(<ContactPage />);
    const user = await fill({ email: 'grace' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByLabelText('Your e-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter a valid email address.');
    screen.getByText('Name is required.');
    screen.getByText('Message is required.');
    expect(world.mailer.sent()).toEqual([]);
  });

  it('keeps the typed message when the chapter cannot take more, and shows the wait', async () => {
    const world = uiWorld();
    renderWith(<ContactPage />, world);
    for (let n = 0; n < 5; n++) {
      (
        await world.services.contact.send({ name: 'G', email: `g${n}@example.org`, subject: '', message: 'x', website: '' })
      )._unsafeUnwrap();
    }
    const user = await fill({ name: 'Grace Hopper', email: 'grace@example.org', message: 'Still there?' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many messages were sent from this connection. Please try again in 60 minutes.');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Still there?');
  });

  it('hides its robot trap from people and assistive technology, out of the tab order and never autofilled', () => {
    renderWith(<ContactPage />);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.type).toBe('text');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.autocomplete).toBe('off');
    expect(trap?.closest('[aria-hidden="true"]')?.className).toBe('contact-honeypot');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });
});

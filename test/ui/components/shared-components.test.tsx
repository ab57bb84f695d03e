import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PHONE_SCREEN_QUERY, TOAST_MAX_ON_SCREEN } from '../../../src/application/browser/messages';
import { CardFields, EMPTY_CARD } from '../../../src/ui/components/card-fields';
import { NoticesProvider, useNotify } from '../../../src/ui/components/notices';
import { StackedTable } from '../../../src/ui/components/stacked-table';
import { TextField } from '../../../src/ui/components/text-field';

describe('TextField', () => {
  it('ties its label, hint and error to the input', () => {
    render(
      <TextField label="Email" hint="We send the receipt here" value="" onChange={() => undefined} error="Email is required." required />,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We send the receipt here', 'Email is required.']);
  });
});

describe('StackedTable', () => {
  const rows = (
    <tbody>
      <tr>
        <td data-label="Amount">$50.00</td>
      </tr>
    </tbody>
  );

  it('puts a named table in a focusable region that can scroll, with the page’s own class beside the shared one', () => {
    render(
      <StackedTable label="Orders" className="report-table">
        {rows}
      </StackedTable>,
    );
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toBe('stacked-table-wrap');
    expect(region.querySelector('table')?.className).toBe('stacked-table report-table');
    expect(screen.getByRole('cell', { name: '$50.00' }).dataset.label).toBe('Amount');
  });

  it('stands alone without a label: no region, no extra tab stop', () => {
    render(<StackedTable>{rows}</StackedTable>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').className).toBe('stacked-table');
    expect(screen.getByRole('table').parentElement?.tabIndex).not.toBe(0);
  });
});

describe('CardFields', () => {
  it('labels the inputs exactly as the simulator form says', async () => {
    function Harness() {
      const [card, setCard] = useState(EMPTY_CARD);
      return (
        <>
          <CardFields value={card} onChange={setCard} errors={{ cvc: 'Please enter the 3 or 4 digit security code (CVC).' }} />
          <output>{JSON.stringify(card)}</output>
        </>
      );
    }
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText(/Expiry date/), '12/30');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(screen.getByRole('alert').textContent).toBe('Please enter the 3 or 4 digit security code (CVC).');
  });
});

describe('notices', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  function Button({ notice }: { readonly notice: (typeof MESSAGES)[keyof typeof MESSAGES] }) {
    const notify = useNotify();
    return <button onClick={() => typeof notice !== 'string' && notify(notice)}>notify</button>;
  }

  it('shows a notice for its duration, then removes it', async () => {
    render(
      <NoticesProvider>
        <Button notice={MESSAGES.paymentSucceeded} />
      </NoticesProvider>,
    );
    await userEvent.click(screen.getByText('notify'));
    expect(screen.getByRole('status').textContent).toContain('Payment was successful!');
    await act(async () => {
      vi.advanceTimersByTime(3_001);
    });
    expect(screen.queryByText('Payment was successful!')).toBeNull();
  });

  it('keeps a persistent notice until closed, and announces errors as alerts', async () => {
    render(
      <NoticesProvider>
        <Button notice={MESSAGES.resetRequested} />
        <Button notice={MESSAGES.paymentFailed} />
      </NoticesProvider>,
    );
    const [persistent, failure] = screen.getAllByText('notify');
    await userEvent.click(persistent!);
    await userEvent.click(failure!);
    expect(screen.getByRole('alert').textContent).toContain('There was an error processing your payment.');
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    screen.getByText('A reset verification code will be sent to you remail shortly!');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('A reset verification code will be sent to you remail shortly!')).toBeNull();
  });

  function Notifier() {
    const notify = useNotify();
    return (
      <button onClick={() => [1, 2, 3, 4].forEach((n) => notify({ tone: 'info', text: `Notice ${n}`, durationMs: null }))}>
        notify four
      </button>
    );
  }

  function screenWidthIs(px: number) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_SCREEN_QUERY && px < 640,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
  }

  afterEach(() => vi.unstubAllGlobals());

  it('shows at most two notices on a phone (the latest), at the bottom', async () => {
    screenWidthIs(375);
    render(
      <NoticesProvider>
        <Notifier />
      </NoticesProvider>,
    );
    await userEvent.click(screen.getByText('notify four'));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Notice 3×', 'Notice 4×']);
    expect(screen.getByRole('region', { name: 'Notifications' }).className).toContain('toasts-bottom');
  });

  it('moves to the top on a phone while the button in use is at the bottom (a tap on Pay focuses it first)', async () => {
    screenWidthIs(375);
    render(
      <NoticesProvider>
        <Notifier />
      </NoticesProvider>,
    );
    const button = screen.getByText('notify four');
    // The button sits where bottom toasts would be: the last 48 px of the window.
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: window.innerHeight - 48, width: 200, height: 44 }),
    );
    await userEvent.click(button);
    expect(screen.getByRole('region', { name: 'Notifications' }).className).toContain('toasts-top');
  });

  it(`shows up to ${TOAST_MAX_ON_SCREEN} notices on a wide screen, at the top`, async () => {
    screenWidthIs(1280);
    render(
      <NoticesProvider>
        <Notifier />
      </NoticesProvider>,
    );
    await userEvent.click(screen.getByText('notify four'));
    expect(screen.getAllByRole('status')).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Notifications' }).className).toContain('toasts-top');
  });
});

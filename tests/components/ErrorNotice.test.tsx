// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ApiError } from '../../lib/api/errors';
import { expectNoAxeViolations } from '../support/axe';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const FALLBACK = 'Something went wrong. Try again.';
const UNAUTHORIZED = "Your link service didn't accept your API key.";
const host = '127.0.0.1:8799';

/** What the alert says, its closed Details aside (a string's alert is the sentence itself). */
function said(alert: HTMLElement) {
  const copy = alert.cloneNode(true) as HTMLElement;
  copy.querySelector('details')?.remove();
  return copy.textContent;
}

/** The notice's parts: its sentence, its buttons and its closed Details, each found apart. */
function notice() {
  const alert = screen.getByRole('alert');
  const details = alert.querySelector('details');
  const sentences = [...alert.querySelectorAll('p')].filter((p) => !details?.contains(p));
  return {
    alert,
    details,
    sentences: sentences.map((p) => p.textContent),
    buttons: within(alert)
      .queryAllByRole('button')
      .map((b) => b.textContent),
  };
}

describe('ErrorNotice', () => {
  it('has no axe violations, with its Details and its button', async () => {
    const { container } = render(
      <>
        <ErrorNotice error="The link could not be made." />
        <ErrorNotice error={new ApiError('network', { host })} onRetry={() => {}} />
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it.each<[string, unknown, string]>([
    ['a sentence', 'The link could not be made.', 'The link could not be made.'],
    ["the client's ApiError", new ApiError('unauthorized'), UNAUTHORIZED],
    ['any other Error', new TypeError('Failed to fetch'), FALLBACK],
    ['a raw answer', { message: 'Unauthenticated.', errors: {} }, FALLBACK],
    ['nothing at all', undefined, FALLBACK],
  ])('announces %s as an alert people can read', (_, error, expected) => {
    render(<ErrorNotice error={error} />);
    expect(said(screen.getByRole('alert'))).toBe(expected);
  });

  // Both ways forward are on offer each time: the notice picks the one that helps.
  it.each<[string, ApiError, string, 'Open settings' | 'Try again', RegExp]>([
    [
      'a revoked or expired key (401)',
      new ApiError('unauthorized', { status: 401, host }),
      UNAUTHORIZED,
      'Open settings',
      /127\.0\.0\.1:8799 answered with HTTP status 401\. The key is missing, wrong, inactive or expired\./,
    ],
    [
      'a plan without API access (403)',
      new ApiError('plan', { status: 403, host, said: 'Your plan does not include API access.' }),
      "Your plan doesn't include API access.",
      'Open settings',
      /HTTP status 403\. Snaplink needs a plan with API access/,
    ],
    [
      'a service that cannot be reached',
      new ApiError('network', { host }),
      "Snaplink couldn't reach your link service.",
      'Try again',
      /No answer came from 127\.0\.0\.1:8799\..*A certificate \(TLS\) or CORS problem looks the same from here\./,
    ],
    [
      'a timeout',
      new ApiError('timeout', { host, waited: 10 }),
      'Your link service took too long to answer.',
      'Try again',
      /No answer came within 10 seconds\./,
    ],
    [
      'a 5xx',
      new ApiError('server', { status: 502, host }),
      'Your link service ran into a problem.',
      'Try again',
      /127\.0\.0\.1:8799 answered with HTTP status 502\./,
    ],
  ])(
    'says %s in one sentence, with one button and a closed Details',
    (_, error, sentence, button, detail) => {
      const onRetry = vi.fn();
      const onOptions = vi.fn();
      render(<ErrorNotice error={error} onRetry={onRetry} onOptions={onOptions} />);
      const { details, sentences, buttons } = notice();
      expect(sentences).toEqual([sentence]);
      expect(buttons).toEqual([button]);
      // The technical side is only inside the disclosure, and it starts closed.
      expect(details?.open).toBe(false);
      expect(details?.querySelector('summary')?.textContent).toBe('Details');
      expect(details?.textContent).toMatch(detail);
      expect(sentences.join(' ')).not.toMatch(/127\.0\.0\.1|HTTP|TLS|CORS/);
      fireEvent.click(screen.getByRole('button', { name: button }));
      const [used, unused] = button === 'Try again' ? [onRetry, onOptions] : [onOptions, onRetry];
      expect(used).toHaveBeenCalledOnce();
      expect(unused).not.toHaveBeenCalled();
    },
  );

  it('offers no button where the surface gave no way forward', () => {
    render(<ErrorNotice error={new ApiError('unauthorized', { status: 401, host })} />);
    expect(notice().buttons).toEqual([]);
    expect(notice().details?.textContent).toMatch(/HTTP status 401/);
  });

  it('after a 429: one sentence, a live countdown, then a Try again that works', async () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    const onOptions = vi.fn();
    render(
      <ErrorNotice
        error={new ApiError('rate_limited', { status: 429, host, retryAfter: 3 })}
        onRetry={onRetry}
        onOptions={onOptions}
      />,
    );
    const { alert, details, sentences, buttons } = notice();
    expect(sentences).toEqual(["Too many requests: your plan's rate limit was reached."]);
    expect(buttons).toEqual(['Try again']);
    expect(details?.open).toBe(false);
    expect(details?.textContent).toMatch(/127\.0\.0\.1:8799 answered with HTTP status 429\./);
    expect(alert.textContent).toMatch(/rate limit was reached\.You can try again in 3 s\./);
    expect(alert.textContent?.match(/rate limit/g)).toHaveLength(1); // one message, not two
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveProperty('disabled', true);
    for (let second = 0; second < 3; second++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(alert.textContent).toMatch(/You can try again now\./);
    expect(retry).toHaveProperty('disabled', false);
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onOptions).not.toHaveBeenCalled();
  });
});

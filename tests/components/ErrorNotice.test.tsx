// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ApiError } from '../../lib/api/errors';
import { expectNoAxeViolations } from '../support/axe';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const FALLBACK = 'Something went wrong. Try again.';
const UNAUTHORIZED =
  'The API key was not accepted: it is missing, wrong, inactive or expired. Check the key in the settings.';

describe('ErrorNotice', () => {
  it('has no axe violations', async () => {
    const { container } = render(<ErrorNotice error="The link could not be made." />);
    await expectNoAxeViolations(container);
  });

  it.each<[string, unknown, string]>([
    ['a sentence', 'The link could not be made.', 'The link could not be made.'],
    ["the client's ApiError", new ApiError('unauthorized', { status: 401 }), UNAUTHORIZED],
    ['any other Error', new TypeError('Failed to fetch'), FALLBACK],
    ['a raw answer', { message: 'Unauthenticated.', errors: {} }, FALLBACK],
    ['nothing at all', undefined, FALLBACK],
  ])('announces %s as an alert people can read', (_, error, expected) => {
    render(<ErrorNotice error={error} />);
    expect(screen.getByRole('alert').textContent).toBe(expected);
  });

  it('offers what can be done next: the settings, or trying again', () => {
    const onRetry = vi.fn();
    const onOptions = vi.fn();
    const { rerender } = render(
      <ErrorNotice error={new ApiError('unauthorized')} onRetry={onRetry} onOptions={onOptions} />,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(onOptions).toHaveBeenCalledOnce();
    rerender(
      <ErrorNotice error={new ApiError('network')} onRetry={onRetry} onOptions={onOptions} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('after a 429: one message, a live countdown, then a Try again that works', async () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    render(
      <ErrorNotice error={new ApiError('rate_limited', { retryAfter: 3 })} onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
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
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ApiError, messages } from '../../lib/api/errors';
import { expectNoAxeViolations } from '../support/axe';

afterEach(cleanup);

const FALLBACK = 'Something went wrong. Try again.';

describe('ErrorNotice', () => {
  it('has no axe violations', async () => {
    const { container } = render(<ErrorNotice error="The link could not be made." />);
    await expectNoAxeViolations(container);
  });

  it.each<[string, unknown, string]>([
    ['a sentence', 'The link could not be made.', 'The link could not be made.'],
    [
      "the client's ApiError",
      new ApiError('unauthorized', messages.unauthorized(), { status: 401 }),
      messages.unauthorized(),
    ],
    ['any Error', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['an Error without a message', new Error(''), FALLBACK],
    ['a raw answer', { message: 'Unauthenticated.', errors: {} }, FALLBACK],
    ['nothing at all', undefined, FALLBACK],
  ])('announces %s as an alert people can read', (_, error, expected) => {
    render(<ErrorNotice error={error} />);
    expect(screen.getByRole('alert').textContent).toBe(expected);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../components/Countdown';
import { expectNoAxeViolations } from '../support/axe';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const text = () => screen.getByText(/You can try again/).textContent;
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Countdown', () => {
  it('has no axe violations', async () => {
    vi.useRealTimers(); // axe schedules its own work
    const { container } = render(<Countdown seconds={3} />);
    await expectNoAxeViolations(container);
  });

  it('counts the seconds down, then says the wait is over, and calls onDone once', () => {
    const onDone = vi.fn();
    render(<Countdown seconds={3} onDone={onDone} />);
    expect(text()).toBe('You can try again in 3 s.');
    wait(999);
    expect(text()).toBe('You can try again in 3 s.');
    wait(1);
    expect(text()).toBe('You can try again in 2 s.');
    wait(1000);
    expect(text()).toBe('You can try again in 1 s.');
    expect(onDone).not.toHaveBeenCalled();
    wait(1000);
    expect(text()).toBe('You can try again now.');
    expect(onDone).toHaveBeenCalledTimes(1);
    wait(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('rounds a fractional wait up, so it never ends early', () => {
    render(<Countdown seconds={1.2} />);
    expect(text()).toBe('You can try again in 2 s.');
  });

  it('is over at once for a wait of zero or less', () => {
    const onDone = vi.fn();
    render(<Countdown seconds={-4} onDone={onDone} />);
    expect(text()).toBe('You can try again now.');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('calls onDone once even when the page re-renders it with a new callback', () => {
    // Throws once called too often, so a regression fails the test instead of hanging it.
    const onDone = vi.fn(() => {
      if (onDone.mock.calls.length > 5) throw new Error('onDone is called again and again');
    });
    // A typical parent: onDone is a fresh arrow function each render, and it changes state.
    function Parent() {
      const [ready, setReady] = useState(0);
      return (
        <div>
          <Countdown
            seconds={1}
            onDone={() => {
              onDone();
              setReady((n) => n + 1);
            }}
          />
          <p>{ready ? 'Ready' : 'Waiting'}</p>
        </div>
      );
    }
    render(<Parent />);
    wait(1000);
    expect(screen.getByText('Ready')).toBeTruthy();
    wait(5000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stops counting when it goes away', () => {
    const onDone = vi.fn();
    const { unmount } = render(<Countdown seconds={2} onDone={onDone} />);
    wait(1000);
    unmount();
    wait(5000);
    expect(onDone).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint, useDeadline, useLatch } from '../../components/useAfterPaint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe({ value }: { value: string }) {
  const painted = useAfterPaint(value);
  return <output>{`${value} / ${painted}`}</output>;
}

function Deadline({ ms }: { ms: number }) {
  return <output>{useDeadline(ms) ? 'passed' : 'waiting'}</output>;
}

const shown = () => screen.getByRole('status').textContent;

describe('useAfterPaint', () => {
  it('starts with the value, and follows a change only after the next frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { rerender } = render(<Probe value="page" />);
    expect(shown()).toBe('page / page');

    rerender(<Probe value="link" />);
    expect(shown()).toBe('link / page');
    await act(async () => {
      await vi.advanceTimersToNextFrame();
    });
    expect(shown()).toBe('link / page'); // the frame is painted; the task after it is next
    await act(async () => {
      await vi.runOnlyPendingTimers();
    });
    expect(shown()).toBe('link / link');
  });

  it('keeps only the latest of quick changes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { rerender } = render(<Probe value="a" />);
    rerender(<Probe value="b" />);
    rerender(<Probe value="c" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(shown()).toBe('c / c');
  });

  it('follows a change after 100 ms in a page that gets no frames', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const { rerender } = render(<Probe value="page" />);
    rerender(<Probe value="link" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(99);
    });
    expect(shown()).toBe('link / page');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1); // the fallback, then the task it queues
      await vi.runOnlyPendingTimersAsync();
    });
    expect(shown()).toBe('link / link');
  });
});

function Latch({ value }: { value: boolean }) {
  return <output>{useLatch(value) ? 'on' : 'off'}</output>;
}

describe('useLatch', () => {
  it('is false until the value is true once, then stays true', () => {
    const { rerender } = render(<Latch value={false} />);
    expect(shown()).toBe('off');
    rerender(<Latch value={true} />);
    expect(shown()).toBe('on');
    rerender(<Latch value={false} />);
    expect(shown()).toBe('on');
  });
});

describe('useDeadline', () => {
  it('is false until the time has passed, then true', async () => {
    vi.useFakeTimers();
    render(<Deadline ms={150} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(149);
    });
    expect(shown()).toBe('waiting');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(shown()).toBe('passed');
  });
});

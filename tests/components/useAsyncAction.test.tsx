// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAsyncAction } from '../../components/useAsyncAction';

afterEach(cleanup);

/** An operation whose answers the test hands out, in whatever order it likes. */
function deferredAction() {
  const calls: {
    arg: string;
    signal: AbortSignal;
    resolve: (v: string) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const action = (signal: AbortSignal, arg: string) =>
    new Promise<string>((resolve, reject) => calls.push({ arg, signal, resolve, reject }));
  return { calls, action };
}

type Action = (signal: AbortSignal, arg: string) => Promise<string>;

// A hook needs a component: this one shows the state and offers the triggers as buttons.
function Probe({ action }: { action: Action }) {
  const { state, run, reset } = useAsyncAction(action);
  return (
    <div>
      <output>
        {state.status === 'success'
          ? `success: ${state.value}`
          : state.status === 'error'
            ? `error: ${(state.error as Error).message}`
            : state.status}
      </output>
      <button type="button" onClick={() => run('first')}>
        first
      </button>
      <button type="button" onClick={() => run('second')}>
        second
      </button>
      <button type="button" onClick={reset}>
        reset
      </button>
    </div>
  );
}

const shown = () => screen.getByRole('status').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** Settles a promise and lets the hook's await continue, inside act so the page re-renders. */
const settle = (f: () => void) =>
  act(async () => {
    f();
    await Promise.resolve();
  });

describe('useAsyncAction', () => {
  it('goes from idle to pending to the value', async () => {
    const { calls, action } = deferredAction();
    render(<Probe action={action} />);
    expect(shown()).toBe('idle');
    click('first');
    expect(shown()).toBe('pending');
    expect(calls.map((c) => c.arg)).toEqual(['first']);
    await settle(() => calls[0]?.resolve('one'));
    expect(shown()).toBe('success: one');
  });

  it('shows a failure as an error, with what was thrown', async () => {
    const { calls, action } = deferredAction();
    render(<Probe action={action} />);
    click('first');
    await settle(() => calls[0]?.reject(new Error('refused')));
    expect(shown()).toBe('error: refused');
  });

  it("never lets a superseded run's late answer overwrite the newer one", async () => {
    const { calls, action } = deferredAction();
    render(<Probe action={action} />);
    click('first');
    click('second');
    const [first, second] = calls;
    expect(first?.signal.aborted).toBe(true);
    expect(second?.signal.aborted).toBe(false);

    await settle(() => second?.resolve('two'));
    expect(shown()).toBe('success: two');
    await settle(() => first?.resolve('one'));
    expect(shown()).toBe('success: two');
    await settle(() => first?.reject(new Error('late failure')));
    expect(shown()).toBe('success: two');
  });

  it("ignores a superseded run's answer that comes before the newer one's", async () => {
    const { calls, action } = deferredAction();
    render(<Probe action={action} />);
    click('first');
    click('second');
    await settle(() => calls[0]?.resolve('one'));
    expect(shown()).toBe('pending');
    await settle(() => calls[1]?.resolve('two'));
    expect(shown()).toBe('success: two');
  });

  it('stays idle after a reset, whatever the run in flight then answers', async () => {
    const { calls, action } = deferredAction();
    render(<Probe action={action} />);
    click('first');
    click('reset');
    expect(shown()).toBe('idle');
    expect(calls[0]?.signal.aborted).toBe(true);
    await settle(() => calls[0]?.resolve('one'));
    expect(shown()).toBe('idle');
  });

  it('aborts the run in flight when the component goes away', async () => {
    const { calls, action } = deferredAction();
    const { unmount } = render(<Probe action={action} />);
    click('first');
    expect(calls[0]?.signal.aborted).toBe(false);
    unmount();
    // Effect clean-ups may run just after the unmount, as in React.
    await waitFor(() => expect(calls[0]?.signal.aborted).toBe(true));
  });
});

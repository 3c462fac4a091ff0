// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from '../../../entrypoints/sidepanel/PagedList';
import { expectNoAxeViolations } from '../../support/axe';

afterEach(cleanup);

const pager = (page: number, lastPage: number, onPage = vi.fn()) =>
  render(<Pager label="Link pages" page={page} lastPage={lastPage} onPage={onPage} />);

describe('Pager', () => {
  it('has no axe violations', async () => {
    const { container } = pager(2, 3);
    await expectNoAxeViolations(container);
  });

  it('shows nothing with one page, or none (an empty list)', () => {
    pager(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    pager(1, 0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('with two pages, says where it is and moves by one', () => {
    const onPage = vi.fn();
    pager(1, 2, onPage);
    expect(screen.getByRole('navigation', { name: 'Link pages' }).textContent).toContain(
      'Page 1 of 2',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('on a page past the last (its last item deleted), still leads back', () => {
    const onPage = vi.fn();
    pager(2, 1, onPage);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '../../components/Field';
import { expectNoAxeViolations } from '../support/axe';
import { descriptionOf } from '../support/events';

afterEach(cleanup);

function renderField(props: { error?: string; hint?: string }) {
  return render(
    <Field label="Custom alias" {...props}>
      {(attrs) => <input {...attrs} />}
    </Field>,
  );
}

describe('Field', () => {
  it('has no axe violations', async () => {
    const { container } = renderField({ hint: '3 to 64 letters.', error: 'Already taken.' });
    await expectNoAxeViolations(container);
  });

  it('labels its control', () => {
    renderField({});
    expect(screen.getByRole('textbox', { name: 'Custom alias' })).toBeTruthy();
  });

  it('describes the control with its hint, and is valid without an error', () => {
    renderField({ hint: '3 to 64 letters.' });
    const input = screen.getByLabelText('Custom alias');
    expect(descriptionOf(input)).toBe('3 to 64 letters.');
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('marks the control invalid and describes it with the error and the hint', () => {
    renderField({ hint: '3 to 64 letters.', error: 'Already taken.' });
    const input = screen.getByLabelText('Custom alias');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('Already taken. 3 to 64 letters.');
  });

  it('has no description when there is nothing to say', () => {
    renderField({});
    expect(screen.getByLabelText('Custom alias').hasAttribute('aria-describedby')).toBe(false);
  });

  it('gives each field its own ids', () => {
    render(
      <div>
        {['One', 'Two'].map((label) => (
          <Field key={label} label={label} error={`${label} is wrong.`}>
            {(attrs) => <input {...attrs} />}
          </Field>
        ))}
      </div>,
    );
    expect(descriptionOf(screen.getByLabelText('One'))).toBe('One is wrong.');
    expect(descriptionOf(screen.getByLabelText('Two'))).toBe('Two is wrong.');
  });
});

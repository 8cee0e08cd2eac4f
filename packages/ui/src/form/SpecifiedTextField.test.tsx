import { screen } from '@testing-library/react';
import type { TextFieldSpec } from '@codecrush/contracts';
import { renderWithTheme } from '../test/renderWithTheme';
import { SpecifiedTextField } from './SpecifiedTextField';

/** What a form's binder gives a field. */
const bound = (name: string) => ({ name, label: name, maxLength: 50 });

const rule = (required?: string): TextFieldSpec['rule'] => ({ noun: 'Field', maxLength: 50, required });

describe('SpecifiedTextField', () => {
  it('renders an input with the attributes its spec names, required when its rule has a message', () => {
    renderWithTheme(
      <SpecifiedTextField
        bound={bound('email')}
        spec={{
          rule: rule('Email is required'),
          input: { control: 'input', type: 'email', autoComplete: 'email', inputMode: 'tel', pattern: '.+@.+' },
        }}
      />,
    );
    const input = screen.getByLabelText(/email/);
    expect(input.tagName).toBe('INPUT');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('pattern', '.+@.+');
    expect(input).toHaveAttribute('maxlength', '50');
  });

  it('renders a textarea of the given rows, optional when its rule has no message', () => {
    renderWithTheme(
      <SpecifiedTextField bound={bound('notes')} spec={{ rule: rule(), input: { control: 'textarea', rows: 4 } }} />,
    );
    const textarea = screen.getByLabelText(/notes/);
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).not.toBeRequired();
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).toHaveAttribute('maxlength', '50');
  });

  it('gives a date input no maxlength (HTML allows it on text-like inputs only), other inputs keep it', () => {
    renderWithTheme(
      <>
        <SpecifiedTextField
          bound={bound('start')}
          spec={{ rule: rule('Start date is required'), input: { control: 'input', type: 'date' } }}
        />
        <SpecifiedTextField bound={bound('phone')} spec={{ rule: rule(), input: { control: 'input', type: 'tel' } }} />
      </>,
    );
    expect(screen.getByLabelText(/start/)).not.toHaveAttribute('maxlength');
    expect(screen.getByLabelText(/phone/)).toHaveAttribute('maxlength', '50');
  });

  it('puts a wide field in a cell spanning the whole row, a narrow one straight in the grid', () => {
    const { container } = renderWithTheme(
      <div data-testid="grid">
        <SpecifiedTextField
          bound={bound('message')}
          spec={{ rule: rule(), input: { control: 'textarea', rows: 5, wide: true } }}
        />
        <SpecifiedTextField bound={bound('name')} spec={{ rule: rule(), input: { control: 'input' } }} />
      </div>,
    );
    const grid = container.querySelector('[data-testid="grid"]');
    const cells = Array.from(grid?.children ?? []);
    expect(cells).toHaveLength(2);
    expect(cells[0]?.contains(screen.getByLabelText(/message/))).toBe(true);
    expect(cells[0]).not.toBe(screen.getByLabelText(/message/).parentElement);
    const wholeRow = /^1\s*\/\s*-1$/;
    expect(getComputedStyle(cells[0] as Element).gridColumn).toMatch(wholeRow);
    expect(getComputedStyle(cells[1] as Element).gridColumn).not.toMatch(wholeRow);
  });
});

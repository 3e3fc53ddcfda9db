import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FlipClock } from './flip-clock.tsx';

afterEach(cleanup);

describe('the betting window clock', () => {
  it('shows the seconds the server pushed as two digits', () => {
    const { rerender } = render(<FlipClock seconds={14} />);
    const clock = screen.getByRole('timer', { name: 'Betting closes in 14 seconds' });
    expect(clock.textContent).toBe('14');
    rerender(<FlipClock seconds={7} />);
    expect(screen.getByRole('timer').textContent).toBe('07');
  });

  it('says betting is closed at zero, and never shows a negative or fractional time', () => {
    const { rerender } = render(<FlipClock seconds={-2} />);
    expect(screen.getByRole('timer', { name: 'Betting closed' }).textContent).toBe('00');
    rerender(<FlipClock seconds={2.9} />);
    expect(screen.getByRole('timer', { name: 'Betting closes in 2 seconds' }).className).toContain('closing');
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OddsStepper } from './odds-stepper.tsx';

describe('typed odds', () => {
  afterEach(cleanup);

  /** The stepper at `start`, recording every odds it sets. */
  function stepper(start: number) {
    const set: number[] = [];
    render(<OddsStepper odds={start} onOdds={(o) => set.push(o)} />);
    const field = screen.getByLabelText('Odds') as HTMLInputElement;
    const type = (text: string) => {
      fireEvent.change(field, { target: { value: text } });
      fireEvent.blur(field);
    };
    return { set, field, type };
  }

  it('move off the ladder to its nearest price and the slip says so', () => {
    const { set, field, type } = stepper(2);
    type('2.01');
    expect(set).toEqual([2]);
    expect(field.value).toBe('2');
    expect(screen.getByRole('status').textContent).toBe('2.01 is not on the price ladder: the odds are 2.');
  });

  it('on the ladder are taken as typed, with nothing to say', () => {
    const { set, type } = stepper(2);
    type('2.02');
    expect(set).toEqual([2.02]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('that are no price keep the odds and say so', () => {
    const { set, type } = stepper(3.5);
    type('abc');
    expect(set).toEqual([3.5]);
    expect(screen.getByRole('status').textContent).toBe('abc is not on the price ladder: the odds are 3.5.');
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlacedByLabel } from './placed-by-label.tsx';

afterEach(cleanup);

describe('who placed a bet, in the bet lists', () => {
  it('tags a cash out’s and an auto cash out’s bets, and leaves the customer’s own untagged', () => {
    const { container } = render(
      <ul>
        <li data-testid="own">
          <PlacedByLabel bet={{ placed_by: 'customer' }} />
        </li>
        <li>
          <PlacedByLabel bet={{ placed_by: 'cash_out' }} />
        </li>
        <li>
          <PlacedByLabel bet={{ placed_by: 'auto_cash_out' }} />
        </li>
      </ul>,
    );
    expect(screen.getByTestId('own').textContent).toBe('');
    expect([...container.querySelectorAll('.placed-by')].map((e) => e.textContent)).toEqual(['Cash out', 'Auto cash out']);
  });
});

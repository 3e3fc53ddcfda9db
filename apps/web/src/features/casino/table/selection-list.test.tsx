import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectionList, type TableRunner } from './selection-list.tsx';

afterEach(cleanup);

const runner = (selection_id: number, name: string, back: number, status = 'ACTIVE', lay?: number): TableRunner => ({
  selection_id,
  name,
  status,
  back: [{ price: back }],
  lay: lay === undefined ? [] : [{ price: lay }],
  win_loss: 0,
});

const amar = runner(1, 'Amar', 2.12, 'ACTIVE', 2.22);
const akbar = runner(2, 'Akbar', 3.15, 'SUSPENDED', 3.35);

describe('a round’s selections', () => {
  it('opens the slip at the shown rate for a back or a lay of an active selection', () => {
    const onPick = vi.fn();
    render(<SelectionList runners={[amar, akbar]} open onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back Amar at 2.12' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lay Amar at 2.22' }));
    expect(onPick.mock.calls).toEqual([
      [{ selectionId: 1, name: 'Amar', isBack: true, odds: 2.12 }],
      [{ selectionId: 1, name: 'Amar', isBack: false, odds: 2.22 }],
    ]);
  });

  it('locks a suspended selection: a lock shows and its rates take no click', () => {
    const onPick = vi.fn();
    render(<SelectionList runners={[amar, akbar]} open onPick={onPick} />);
    screen.getByRole('img', { name: 'Akbar suspended' });
    expect(screen.queryByRole('img', { name: 'Amar suspended' })).toBeNull();
    const back = screen.getByRole('button', { name: 'Back Akbar at 3.15' });
    expect(back).toHaveProperty('disabled', true);
    fireEvent.click(back);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('locks every selection once the betting window has closed', () => {
    render(<SelectionList runners={[amar, akbar]} open={false} onPick={vi.fn()} />);
    expect(screen.getAllByRole('img', { name: /suspended$/ })).toHaveLength(2);
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});

import { slotGame, type SlotGame } from '@bx/contract';
import { slotTitle } from '@bx/games';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SlotPayTable } from './slot-pay-table.tsx';

afterEach(cleanup);

/** A title as slot/getGames sends it (apps/server slot-games.ts), from the PAR sheet the server spins with, through JSON and the contract. */
function gameOf(id: string): SlotGame {
  const t = slotTitle(id)!;
  const wire = {
    game_id: t.id,
    name: t.name,
    rows: t.rows,
    reels: t.reels,
    lines: t.lines,
    paytable: t.paytable,
    min_bet: t.minBet / 100,
    max_bet: t.maxBet / 100,
    rtp: 0.95,
    hit_frequency: 0.5,
    volatility: t.par.volatility,
    wild: t.wild ?? null,
    scatter: t.scatter
      ? { symbol: t.scatter.symbol, pays: t.scatter.pays, free_spins: t.scatter.freeSpins, multiplier: t.scatter.freeSpinMultiplier }
      : null,
  };
  return slotGame.parse(JSON.parse(JSON.stringify(wire)));
}

/** The pay table opened, as a customer clicks it open. */
function showPayTable(game: SlotGame, bet: number) {
  const view = render(<SlotPayTable game={game} bet={bet} />);
  const summary = screen.getByText('Pay table');
  fireEvent.click(summary);
  expect(summary.closest('details')!.open).toBe(true);
  return view;
}

/** The amounts of one row of a table: the header cell names the row, the cells are read as shown. */
function rowOf(table: string, row: RegExp): string[] {
  const found = within(screen.getByRole('table', { name: table })).getByRole('row', { name: row });
  return within(found)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('slot pay table', () => {
  it('shows each Jungle Wilds line pay in rupees as the paytable multiple of the line bet (₹50 over 20 lines = ₹2.50 a line)', () => {
    showPayTable(gameOf('jungle-wilds'), 50);
    expect(screen.getByText(/shared over 20 lines: ₹2\.50 a line/)).toBeTruthy();
    const heads = within(screen.getByRole('table', { name: 'Line pays' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['Symbol', '3 in a row', '4 in a row', '5 in a row']);
    expect(rowOf('Line pays', /^WILD/)).toEqual(['₹125.00 (50×)', '₹500.00 (200×)', '₹2500.00 (1000×)']);
    expect(rowOf('Line pays', /^TIGER/)).toEqual(['₹50.00 (20×)', '₹200.00 (80×)', '₹1000.00 (400×)']);
    expect(rowOf('Line pays', /^MONKEY/)).toEqual(['₹25.00 (10×)', '₹100.00 (40×)', '₹375.00 (150×)']);
    expect(rowOf('Line pays', /^PARROT/)).toEqual(['₹17.50 (7×)', '₹62.50 (25×)', '₹250.00 (100×)']);
    expect(rowOf('Line pays', /^Q /)).toEqual(['₹7.50 (3×)', '₹20.00 (8×)', '₹75.00 (30×)']);
    // The abbreviation the reels show stands beside the symbol's name.
    expect(screen.getByRole('row', { name: /^TIGER/ }).textContent).toContain('TGR');
  });

  it('pays the scatter in multiples of the total bet, with its free spins at double pay', () => {
    showPayTable(gameOf('jungle-wilds'), 50);
    expect(rowOf('Scatter pays', /^3 anywhere/)).toEqual(['₹100.00 (2× bet)', '5']);
    expect(rowOf('Scatter pays', /^4 anywhere/)).toEqual(['₹500.00 (10× bet)', '10']);
    expect(rowOf('Scatter pays', /^5 anywhere/)).toEqual(['₹2500.00 (50× bet)', '20']);
    expect(screen.getByText(/pays 2×, and SCATTER in a free spin wins more free spins/)).toBeTruthy();
    // Its WILD row is in the PAR sheet, but a line starts on reel 1, which holds no WILD: the table must not promise it.
    expect(screen.getByText(/stands in for every symbol except SCATTER\./).textContent).toContain(
      'Lines read from reel 1, where WILD never lands, so its own row above never pays. It lands on reels 2, 3, 4 and 5 only.',
    );
  });

  it('follows the stake: at ₹30 a Jungle Wilds line is ₹1.50', () => {
    const view = showPayTable(gameOf('jungle-wilds'), 50);
    view.rerender(<SlotPayTable game={gameOf('jungle-wilds')} bet={30} />);
    expect(rowOf('Line pays', /^TIGER/)).toEqual(['₹30.00 (20×)', '₹120.00 (80×)', '₹600.00 (400×)']);
    expect(rowOf('Line pays', /^Q /)).toEqual(['₹4.50 (3×)', '₹12.00 (8×)', '₹45.00 (30×)']);
    expect(rowOf('Scatter pays', /^3 anywhere/)).toEqual(['₹60.00 (2× bet)', '5']);
  });

  it('shows the classic its own run lengths (cherries pay from two) and no wild or scatter', () => {
    showPayTable(gameOf('classic-sevens'), 10);
    expect(rowOf('Line pays', /^SEVEN/)).toEqual(['-', '₹1000.00 (500×)']);
    expect(rowOf('Line pays', /^CHERRY/)).toEqual(['₹2.00 (1×)', '₹8.00 (4×)']);
    expect(screen.queryByRole('table', { name: 'Scatter pays' })).toBeNull();
    expect(screen.queryByText('Wild')).toBeNull();
  });

  it("states Dragon Pearls' doubling wild, which pays nothing alone and stays off the outer reels", () => {
    showPayTable(gameOf('dragon-pearls'), 10);
    expect(rowOf('Line pays', /^DRAGON/)).toEqual(['₹15.00 (15×)', '₹60.00 (60×)', '₹300.00 (300×)']);
    const rule = screen.getByText(/stands in for every symbol/).textContent;
    expect(rule).toContain('and multiplies by 2 every line win it helps make.');
    expect(rule).toContain('WILD has no pay of its own. It lands on reels 2, 3 and 4 only.');
  });

  it('draws every payline and names its row on each reel', () => {
    showPayTable(gameOf('jungle-wilds'), 50);
    const lines = within(screen.getByRole('list', { name: 'Paylines' })).getAllByRole('img');
    expect(lines).toHaveLength(20);
    expect(lines[3]!.getAttribute('aria-label')).toBe('Line 4: top, middle, bottom, middle, top');
    // 3 rows of 5 cells, row by row: line 4 fills (0,0) (1,1) (2,2) (1,3) (0,4).
    const filled = [...lines[3]!.children].flatMap((cell, i) => (cell.className === 'on' ? [i] : []));
    expect(filled).toEqual([0, 4, 6, 8, 12]);
  });
});

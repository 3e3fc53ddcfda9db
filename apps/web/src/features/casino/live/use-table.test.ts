import type { LiveTable, MatchDetail } from '@bx/contract';
import { describe, expect, it } from 'vitest';
import { mergeTable } from './use-table.ts';

const runner = (selection_id: number, win_loss?: number) => ({
  selection_id,
  name: `S${selection_id}`,
  status: 'ACTIVE',
  back: [],
  lay: [],
  win_loss,
});

function tableOf(marketId: number, winLoss: (number | undefined)[]) {
  return {
    match_id: -1013,
    sport_id: -1,
    name: 'Lucky 7 - A',
    open_date: '2026-11-24T18:00:00.000Z',
    in_play: true,
    fancies: [],
    markets: [
      {
        market_id: marketId,
        name: 'Round',
        market_type: 'CASINO',
        status: 'OPEN' as const,
        in_play: true,
        bet_delay: 0,
        min_stack: 10,
        max_stack: 1000,
        runner_json: winLoss.map((w, i) => runner(i + 1, w)),
      },
    ],
  };
}

const winLossOf = (t: MatchDetail | undefined) => t?.markets[0]?.runner_json.map((r) => r.win_loss);

describe('a table pushed live with the caller’s win/loss', () => {
  it('takes win/loss from the detail read after the caller’s last bet on the same round', () => {
    const detail = tableOf(1, [97, -100]) as MatchDetail;
    const live = tableOf(1, [undefined, undefined]) as LiveTable;
    expect(winLossOf(mergeTable(detail, live))).toEqual([97, -100]);
  });

  it('shows no win/loss from an earlier round once the next round is pushed', () => {
    const detail = tableOf(1, [97, -100]) as MatchDetail;
    const live = tableOf(2, [undefined, undefined]) as LiveTable;
    expect(winLossOf(mergeTable(detail, live))).toEqual([0, 0]);
  });

  it('keeps the win/loss a first image carries when the detail is of another round', () => {
    const live = tableOf(2, [50, undefined]) as LiveTable;
    expect(winLossOf(mergeTable(undefined, live))).toEqual([50, 0]);
  });
});

import { OUR_CASINO_SPORT_ID, paiseToRupees, type LiveTable as WireTable, type MatchDetail } from '@bx/contract';
import { autotimeOf, shownCards, type LiveTable } from './live-table.ts';

/**
 * A table in the match/getMatchDetail shape (casino.md section 3): the current round as its one
 * market. `winLoss` (paise per sid) is the caller's; without it (the live channel's shared
 * pushes) runners carry none.
 */
export function tableImage(t: LiveTable, now: number, winLoss?: Map<number, number>): WireTable {
  const r = t.round;
  const base = { match_id: t.row.match_id, sport_id: OUR_CASINO_SPORT_ID, name: t.info.name, in_play: r !== null, fancies: [] };
  if (!r) return { ...base, open_date: new Date(now).toISOString(), markets: [] };
  const open = r.status === 'OPEN';
  const max = paiseToRupees(r.limits.mainMax);
  const sideMax = paiseToRupees(r.limits.sideMax);
  return {
    ...base,
    open_date: new Date(r.openedAt).toISOString(),
    markets: [
      {
        market_id: r.roundId,
        name: t.info.name,
        market_type: t.type,
        status: r.status,
        in_play: true,
        bet_delay: 0,
        min_stack: paiseToRupees(r.limits.min),
        max_stack: max,
        side_max_stack: sideMax,
        runner_json: t.info.selections.map((s) => {
          const size = s.kind === 'MAIN' ? max : sideMax;
          return {
            selection_id: s.sid,
            name: s.nat,
            status: open ? 'ACTIVE' : 'SUSPENDED',
            back: [{ price: s.back / 100, size }],
            lay: s.lay === null ? [] : [{ price: s.lay / 100, size }],
            ...(winLoss ? { win_loss: paiseToRupees(winLoss.get(s.sid) ?? 0) } : {}),
          };
        }),
        gtype: t.type,
        autotime: autotimeOf(r, now),
        cards: shownCards(t.type, r),
        results: t.results,
        winner: r.status === 'RESULT' && r.deal ? r.deal.result : null,
        chain_hash: r.seat.chainHash,
        client_seed: r.seat.clientSeed,
        nonce: r.seat.nonce,
      },
    ],
  };
}

/** The same for one caller: every runner with the caller's win_loss. */
export function callerTableImage(t: LiveTable, now: number, winLoss: Map<number, number>): MatchDetail {
  return tableImage(t, now, winLoss) as MatchDetail;
}

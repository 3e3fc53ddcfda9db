import type { Prng } from './prng.ts';
import type { CricketScore, SimAction, SimEvent, SimFancy } from './sim-types.ts';

/** Two innings of 20 overs. */
const MATCH_BALLS = 240;
const INNINGS_BALLS = 120;
/** Runs off one ball: 0, 1, 2, 3, 4, 6 with these weights (about 7.7 an over). */
const RUNS = [0, 1, 2, 3, 4, 6];
const RUN_WEIGHTS = [36, 34, 9, 1, 13, 7];
const RUNS_PER_BALL = RUNS.reduce((a, r, i) => a + r * RUN_WEIGHTS[i]!, 0) / RUN_WEIGHTS.reduce((a, w) => a + w, 0);
const SIXES_PER_BALL = RUN_WEIGHTS[5]! / RUN_WEIGHTS.reduce((a, w) => a + w, 0);

/** What each seeded fancy type settles on: 1st over odd/even, 6 over runs, 10 over khado, match sixes. */
export function fancyTarget(type: string): Pick<SimFancy, 'metric' | 'ball'> | null {
  switch (type) {
    case 'ODD_EVEN':
      return { metric: 'runs', ball: 6 };
    case 'SESSION':
      return { metric: 'runs', ball: 36 };
    case 'KHADO':
      return { metric: 'runs', ball: 60 };
    case 'METER':
      return { metric: 'sixes', ball: MATCH_BALLS };
    default:
      return null;
  }
}

const valueOf = (score: CricketScore, f: SimFancy) => (f.metric === 'runs' ? score.runs : score.sixes);

/** The line a session or meter should show now: what is in, plus what the remaining balls should add. */
function projectedLine(score: CricketScore, f: SimFancy): number {
  const left = Math.max(0, f.ball - score.balls);
  return Math.floor(valueOf(score, f) + left * (f.metric === 'runs' ? RUNS_PER_BALL : SIXES_PER_BALL));
}

/**
 * Bowls the balls due by `now` (the match's balls spread evenly over its duration), settles each
 * fancy at its ball, and requotes sessions and meters whose line moved.
 */
export function playCricket(event: SimEvent, now: number, duration: number, rng: Prng): SimAction[] {
  const score = event.score!;
  const due = Math.min(MATCH_BALLS, Math.floor(((now - event.playFrom!) / duration) * MATCH_BALLS));
  const actions: SimAction[] = [];
  while (score.balls < due) {
    const runs = RUNS[rng.weighted(RUN_WEIGHTS)]!;
    score.balls += 1;
    if (score.balls <= INNINGS_BALLS) score.runs += runs;
    if (runs === 6) score.sixes += 1;
    for (const f of event.fancies) if (!f.settled && f.ball === score.balls) actions.push(settleFancy(f, score));
  }
  for (const f of event.fancies) {
    if (f.settled || (f.type !== 'SESSION' && f.type !== 'METER')) continue;
    const line = projectedLine(score, f);
    if (line === f.line) continue;
    f.line = line;
    const yes = f.type === 'SESSION' ? line + 1 : line;
    actions.push({ type: 'fancyQuote', quote: { fancyId: f.fancyId, noLine: line, noRate: 100, yesLine: yes, yesRate: 100 } });
  }
  return actions;
}

export function settleFancy(f: SimFancy, score: CricketScore): SimAction {
  f.settled = true;
  return { type: 'result', marketId: f.fancyId, result: { resultRun: valueOf(score, f) } };
}

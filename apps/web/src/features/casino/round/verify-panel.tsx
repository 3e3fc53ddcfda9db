import { useState } from 'react';
import { CardRow } from '../../../components/ui/card-face.tsx';
import { verified, verifyRound, type RevealedRound, type VerifyOutcome } from './verify-round.ts';

type State = { step: 'idle' | 'running' } | { step: 'done'; outcome: VerifyOutcome } | { step: 'failed'; message: string };

/** A table round as the round detail reveals it: committed to by its table's chain hash. */
export type RevealedTableRound = RevealedRound & { commitment: { chainHash: string }; previousHash: string };

function Verdict({ outcome }: { outcome: VerifyOutcome }) {
  const ok = verified(outcome);
  return (
    <div className={ok ? 'verify-result ok' : 'verify-result bad'} role="status" aria-label="Verify result">
      <strong>{ok ? 'The deal matches' : 'The deal does not match'}</strong>
      <ul>
        <li aria-label="Seed to chain hash">
          Seed → chain hash: {outcome.seedMatches ? 'matches' : 'does not match'} (the server seed hashed {outcome.hashes} times with sha256{' '}
          {outcome.seedMatches ? 'is' : 'is not'} the chain hash published before the round)
        </li>
        <li aria-label="Deal">
          Deal: {outcome.dealMatches ? 'matches' : 'does not match'} (the cards recomputed from the seeds{' '}
          {outcome.dealMatches ? 'are' : 'are not'} the cards dealt)
        </li>
      </ul>
      <CardRow cards={outcome.recomputed} size="small" />
    </div>
  );
}

/** The round's fairness data and a Verify button that recomputes the deal here, in the browser. */
export function VerifyPanel({ round }: { round: RevealedTableRound }) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const run = async () => {
    setState({ step: 'running' });
    try {
      setState({ step: 'done', outcome: await verifyRound(round) });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <section className="verify-panel" aria-label="Fairness">
      <dl className="fair-fields">
        <dt>Server seed</dt>
        <dd>{round.serverSeed}</dd>
        <dt>Previous hash</dt>
        <dd>{round.previousHash}</dd>
        <dt>Chain hash (published before the round)</dt>
        <dd>{round.commitment.chainHash}</dd>
        <dt>Client seed</dt>
        <dd>{round.clientSeed}</dd>
        <dt>Nonce</dt>
        <dd>{round.nonce}</dd>
      </dl>
      <button type="button" className="verify-button" onClick={() => void run()} disabled={state.step === 'running'}>
        {state.step === 'running' ? 'Verifying…' : 'Verify'}
      </button>
      {state.step === 'failed' && <p role="alert">Could not verify: {state.message}</p>}
      {state.step === 'done' && <Verdict outcome={state.outcome} />}
    </section>
  );
}

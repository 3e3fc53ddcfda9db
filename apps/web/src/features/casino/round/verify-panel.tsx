import { useState } from 'react';
import { CardRow } from '../../../components/ui/card-face.tsx';
import { verified, verifyRound, type RevealedRound, type VerifyOutcome } from './verify-round.ts';

type State = { step: 'idle' | 'running' } | { step: 'done'; outcome: VerifyOutcome } | { step: 'failed'; message: string };

/** The round's fairness data and a Verify button that recomputes the deal here, in the browser. */
export function VerifyPanel({ round }: { round: RevealedRound }) {
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
        <dt>Previous hash (chain)</dt>
        <dd>{round.previousHash}</dd>
        <dt>Client seed</dt>
        <dd>{round.clientSeed}</dd>
        <dt>Nonce</dt>
        <dd>{round.nonce}</dd>
      </dl>
      <button type="button" className="verify-button" onClick={() => void run()} disabled={state.step === 'running'}>
        {state.step === 'running' ? 'Verifying…' : 'Verify'}
      </button>
      {state.step === 'failed' && <p role="alert">Could not verify: {state.message}</p>}
      {state.step === 'done' && (
        <div className={verified(state.outcome) ? 'verify-result ok' : 'verify-result bad'} role="status" aria-label="Verify result">
          <strong>{verified(state.outcome) ? 'The deal matches' : 'The deal does not match'}</strong>
          <p>
            sha256(server seed) {state.outcome.chainMatches ? 'matches' : 'does not match'} the previous hash. The cards recomputed from the
            seeds {state.outcome.dealMatches ? 'match' : 'do not match'} the cards dealt.
          </p>
          <CardRow cards={state.outcome.recomputed} size="small" />
        </div>
      )}
    </section>
  );
}

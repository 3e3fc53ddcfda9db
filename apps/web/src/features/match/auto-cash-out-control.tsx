import { lazy, Suspense, useState } from 'react';
import { useAutoCashOutRule } from './auto-cash-out-api.ts';
import { describeRule } from './describe-rule.ts';

// The dialog loads on the first press: most customers never set a rule.
const AutoCashOutDialog = lazy(() => import('./auto-cash-out-dialog.tsx').then((m) => ({ default: m.AutoCashOutDialog })));

/** The market's auto cash out: the rule in force on the button, the dialog to set or clear it. */
export function AutoCashOutControl({ matchId, marketId, marketName }: { matchId: number; marketId: number; marketName: string }) {
  const rule = useAutoCashOutRule(matchId, marketId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="auto-cash-out" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Auto cash out{rule && `: ${describeRule(rule)}`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AutoCashOutDialog matchId={matchId} marketId={marketId} marketName={marketName} rule={rule} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

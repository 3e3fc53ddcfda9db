import { useState } from 'react';
import { formatMoney } from '../../lib/format-money.ts';
import { useDisplayPrefs } from './display-prefs.ts';
import { ExposureModal } from './exposure-modal.tsx';
import { useBalance } from '../../lib/use-balance.ts';

/**
 * Balance (2 decimals) and exposure (absolute value); clicking exposure opens My Market. A
 * balance below zero (a result rolled back after the winnings were spent) keeps its sign and
 * is marked as owed: no bet that adds risk is taken until a deposit covers it. Until the first
 * answer arrives the figures show a dash, never a zero the customer could take for their balance.
 */
export function BalanceBar() {
  const { data } = useBalance();
  const { showBalance, showExposure } = useDisplayPrefs();
  const [marketOpen, setMarketOpen] = useState(false);
  if (!data) return <LoadingBar showBalance={showBalance} showExposure={showExposure} />;
  const total = Number(data.total_balance);
  const owed = total < 0;
  return (
    <div className="balance-bar">
      {showBalance && (
        <span className="balance" aria-label="Balance">
          <span className="balance-label">Balance:</span>{' '}
          <b
            data-testid="balance-value"
            className={owed ? 'balance-owed' : undefined}
            title={owed ? `You owe ₹${formatMoney(-total)}: deposit to bet again.` : undefined}
          >
            {formatMoney(total)}
          </b>
        </span>
      )}
      {showExposure && (
        <button type="button" className="exposure" aria-label="Exposure" onClick={() => setMarketOpen(true)}>
          <span className="balance-label">Exp:</span> <b data-testid="exposure-value">{formatMoney(Math.abs(Number(data.liability)))}</b>
        </button>
      )}
      <ExposureModal open={marketOpen} onOpenChange={setMarketOpen} />
    </div>
  );
}

function LoadingBar({ showBalance, showExposure }: { showBalance: boolean; showExposure: boolean }) {
  return (
    <div className="balance-bar" aria-busy="true">
      {showBalance && (
        <span className="balance" aria-label="Balance">
          <span className="balance-label">Balance:</span> <b>–</b>
        </span>
      )}
      {showExposure && (
        <span className="exposure" aria-label="Exposure">
          <span className="balance-label">Exp:</span> <b>–</b>
        </span>
      )}
    </div>
  );
}

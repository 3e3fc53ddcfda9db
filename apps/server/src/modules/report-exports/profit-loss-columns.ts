import type { DownlineProfitLossRow, MarketProfitLossRow, profitLossRow } from '@bx/contract';
import type { z } from 'zod';
import type { CsvColumn } from './csv-document.ts';

type CustomerProfitLossRow = z.infer<typeof profitLossRow>;

/** The customer's P&L per settled market, then the screen's total. */
export const profitLossColumns: CsvColumn<Partial<CustomerProfitLossRow>>[] = [
  { header: 'Settled', kind: 'date', value: (r) => r.settled_at },
  { header: 'Sport', kind: 'text', value: (r) => r.sport_name },
  { header: 'Match', kind: 'text', value: (r) => r.match_name },
  { header: 'Market', kind: 'text', value: (r) => r.market_name },
  { header: 'Profit/Loss', kind: 'money', value: (r) => r.profit_loss },
  { header: 'Commission', kind: 'money', value: (r) => r.commission },
  { header: 'Net', kind: 'money', value: (r) => r.net },
];

/** The console's P&L by downline child; the house's point of view (positive: the downline lost). */
export const downlineProfitLossColumns: CsvColumn<Partial<DownlineProfitLossRow>>[] = [
  { header: 'User', kind: 'text', value: (r) => r.user_name },
  { header: 'Role', kind: 'text', value: (r) => r.role },
  { header: 'Profit/Loss', kind: 'money', value: (r) => r.profit_loss },
  { header: 'Share', kind: 'money', value: (r) => r.share },
];

/** The console's P&L by settled market or game product. */
export const marketProfitLossColumns: CsvColumn<Partial<MarketProfitLossRow>>[] = [
  { header: 'Settled', kind: 'date', value: (r) => r.settled_at },
  { header: 'Match', kind: 'text', value: (r) => r.match_name },
  { header: 'Market', kind: 'text', value: (r) => r.market_name },
  { header: 'Type', kind: 'text', value: (r) => r.market_type },
  { header: 'Profit/Loss', kind: 'money', value: (r) => r.profit_loss },
  { header: 'Share', kind: 'money', value: (r) => r.share },
];

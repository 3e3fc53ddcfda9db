import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { calendarDay } from './calendar-day.ts';
import { numeric } from './numeric.ts';

/** Header balance. total_balance = available + liability held; liability is sent negative (the header shows its absolute value). */
export const userBalance = z.object({
  user_name: z.string(),
  total_balance: z.number(),
  available_balance: z.number(),
  liability: z.number(),
});
export type UserBalance = z.infer<typeof userBalance>;

export const statementRequest = z.object({
  page: numeric(z.number().int().min(1)).default(1),
  limit: numeric(z.number().int().min(1).max(100)).default(20),
  account_type: z.enum(['All', 'Deposit/Withdraw', 'Sport Report', 'Casino Report']).default('All'),
  from_date: calendarDay,
  to_date: calendarDay,
});

export const statementRow = z.object({
  date: z.string(),
  description: z.string(),
  credit: z.number(),
  debit: z.number(),
  balance: z.number(),
  type: z.string(),
  remark: z.string().nullable(),
  ref_id: z.number().int().nullable(),
});
export const statement = pageOf(statementRow).extend({ opening: z.number() });
export type StatementRow = z.infer<typeof statementRow>;

export const profitLossRequest = z.object({ from_date: calendarDay, to_date: calendarDay });
export const profitLossRow = z.object({
  market_id: z.number().int(),
  match_id: z.number().int(),
  match_name: z.string(),
  market_name: z.string(),
  market_type: z.string(),
  sport_name: z.string(),
  profit_loss: z.number(),
  commission: z.number(),
  net: z.number(),
  settled_at: z.string(),
});
export const profitLoss = z.object({ data: z.array(profitLossRow), total: z.number() });

import { casinoResultBody, casinoResultPage, liveCasinoBetsBody, liveCasinoBetsPage, marketResultBody } from '../casino-reports.ts';
import { tableRoundDetail } from '../casino-tables.ts';
import { envelope } from '../envelope.ts';
import { profitLoss, profitLossRequest, statement, statementRequest, userBalance } from '../reports.ts';
import { defineCalls, layoutRead } from './define-calls.ts';

const reports = defineCalls('reports');
const casino = defineCalls('casino reports');

/** Balance, account statement and profit/loss (from the ledger); casino results and bets. */
export const reportCalls = [
  reports.get('user/getUserBalance', envelope(userBalance), layoutRead),
  reports.post('accountStatement/getUserAccountStatementHistory', statementRequest, envelope(statement)),
  reports.post('report/getProfitLoss', profitLossRequest, envelope(profitLoss)),
  casino.post('casino/getCasinoResult', casinoResultBody, envelope(casinoResultPage)),
  casino.post('betResult/marketResultDetailsByMarketId', marketResultBody, envelope(tableRoundDetail)),
  casino.post('casino/getLiveCasinoBets', liveCasinoBetsBody, envelope(liveCasinoBetsPage)),
];

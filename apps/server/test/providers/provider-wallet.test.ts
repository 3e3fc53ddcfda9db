import { CASINO_LEDGER_KIND } from '../../src/modules/ledger/result-kinds.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { adminToken, call } from '../payments/payments-fixtures.ts';
import { launchPlayer, ledgerRows, mainBalance, registerProvider, sendRaw, sign, wallet } from './provider-fixtures.ts';

describe.each(testDialects())('provider seamless wallet on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let providerId: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    admin = await adminToken(ctx);
    providerId = await registerProvider(ctx, admin);
  });
  afterAll(async () => ctx?.close());

  it('answers the balance of the customer the launch token names, and OP_TOKEN_NOT_FOUND for any other token', async () => {
    const p = await launchPlayer(ctx, providerId, 250);
    expect(await wallet(ctx, providerId, { action: 'balance', token: p.launch })).toEqual({ status: 'OP_SUCCESS', balance: 250 });
    expect(await wallet(ctx, providerId, { action: 'balance', token: 'not-a-token' })).toEqual({
      status: 'OP_TOKEN_NOT_FOUND',
      balance: 0,
    });
    const other = await registerProvider(ctx, admin);
    expect((await wallet(ctx, other, { action: 'balance', token: p.launch })).status).toBe('OP_TOKEN_NOT_FOUND');
  });

  it('moves a debit and a credit as ledger pairs and shows the round in live casino bets', async () => {
    const p = await launchPlayer(ctx, providerId, 100);
    const round = { token: p.launch, roundId: 'r-1', gameId: 'roulette' };
    expect(await wallet(ctx, providerId, { action: 'debit', transactionId: 'd-1', amount: 12.5, ...round })).toEqual({
      status: 'OP_SUCCESS',
      balance: 87.5,
    });
    const open = await call(ctx, p.token, 'casino/getLiveCasinoBets', { page: 1 });
    expect(open.body.data.data).toMatchObject([
      { round_id: `${providerId}:r-1`, stake: 12.5, profit_loss: null, status: 'OPEN', selection: 'roulette' },
    ]);
    expect(await wallet(ctx, providerId, { action: 'credit', transactionId: 'c-1', amount: 25, ...round })).toEqual({
      status: 'OP_SUCCESS',
      balance: 112.5,
    });
    expect(await mainBalance(ctx, p.userId)).toBe(11250);
    // Funding, debit and credit: three pairs, one customer row each.
    expect(await ledgerRows(ctx, p.userId)).toBe(3);
    const rows = await ctx.database.db
      .selectFrom('ledger_entries')
      .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
      .select(['ledger_entries.amount', 'ledger_entries.kind', 'ledger_entries.remark', 'ledger_entries.ref_type'])
      .where('accounts.user_id', '=', p.userId)
      .where('ledger_entries.ref_type', '=', 'provider_transaction')
      .orderBy('ledger_entries.entry_id')
      .execute();
    const name = (
      await ctx.database.db.selectFrom('providers').select('name').where('provider_id', '=', providerId).executeTakeFirstOrThrow()
    ).name;
    expect(rows.map((r) => [Number(r.amount), r.kind, r.remark])).toEqual([
      [-1250, CASINO_LEDGER_KIND.debit, `${name} roulette round r-1 (d-1)`],
      [2500, CASINO_LEDGER_KIND.credit, `${name} roulette round r-1 (c-1)`],
    ]);
    const paid = await call(ctx, p.token, 'casino/getLiveCasinoBets', { page: 1 });
    expect(paid.body.data.data).toMatchObject([{ stake: 12.5, profit_loss: 12.5, odds: 2, status: 'WON' }]);
  });

  it('refuses a debit beyond the balance with OP_INSUFFICIENT_FUNDS and moves nothing', async () => {
    const p = await launchPlayer(ctx, providerId, 10);
    const before = await ledgerRows(ctx, p.userId);
    const answer = await wallet(ctx, providerId, {
      action: 'debit',
      token: p.launch,
      transactionId: 'big',
      roundId: 'r',
      gameId: 'g',
      amount: 10.01,
    });
    expect(answer).toEqual({ status: 'OP_INSUFFICIENT_FUNDS', balance: 10 });
    expect(await mainBalance(ctx, p.userId)).toBe(1000);
    expect(await ledgerRows(ctx, p.userId)).toBe(before);
    expect((await call(ctx, p.token, 'casino/getLiveCasinoBets', { page: 1 })).body.data.total.total_count).toBe(0);
  });

  it('answers a replay of each call with its first answer and moves the money once', async () => {
    const p = await launchPlayer(ctx, providerId, 100);
    const round = { token: p.launch, roundId: 'rr', gameId: 'g' };
    const debit = { action: 'debit', transactionId: 'rp-d', amount: 30, ...round };
    const credit = { action: 'credit', transactionId: 'rp-c', amount: 5, ...round };
    const debit2 = { action: 'debit', transactionId: 'rp-d2', amount: 20, ...round };
    const rollback = { action: 'rollback', transactionId: 'rp-d2', ...round };
    const refused = { action: 'debit', transactionId: 'rp-big', amount: 1000, ...round };
    const answers = [];
    for (const c of [debit, credit, debit2, rollback, refused]) answers.push(await wallet(ctx, providerId, c));
    expect(answers.map((a) => a.status)).toEqual(['OP_SUCCESS', 'OP_SUCCESS', 'OP_SUCCESS', 'OP_SUCCESS', 'OP_INSUFFICIENT_FUNDS']);
    expect(answers.map((a) => a.balance)).toEqual([70, 75, 55, 75, 75]);
    // Money moves afterwards, then every call is sent again: each answers exactly as the first time.
    await wallet(ctx, providerId, { action: 'credit', transactionId: 'rp-c2', amount: 1000, ...round });
    for (const [i, c] of [debit, credit, debit2, rollback, refused].entries()) expect(await wallet(ctx, providerId, c)).toEqual(answers[i]);
    expect(await mainBalance(ctx, p.userId)).toBe(107500);
  });

  it('answers OP_DUPLICATE_TRANSACTION for a transactionId sent again with another meaning', async () => {
    const p = await launchPlayer(ctx, providerId, 100);
    await wallet(ctx, providerId, { action: 'debit', token: p.launch, transactionId: 'dup', roundId: 'r', gameId: 'g', amount: 10 });
    const changed = await wallet(ctx, providerId, {
      action: 'debit',
      token: p.launch,
      transactionId: 'dup',
      roundId: 'r',
      gameId: 'g',
      amount: 11,
    });
    const asCredit = await wallet(ctx, providerId, {
      action: 'credit',
      token: p.launch,
      transactionId: 'dup',
      roundId: 'r',
      gameId: 'g',
      amount: 10,
    });
    expect([changed, asCredit]).toEqual([
      { status: 'OP_DUPLICATE_TRANSACTION', balance: 90 },
      { status: 'OP_DUPLICATE_TRANSACTION', balance: 90 },
    ]);
    expect(await mainBalance(ctx, p.userId)).toBe(9000);
  });

  it('answers OP_TRANSACTION_NOT_FOUND to a rollback of an unknown debit, and then refuses that debit', async () => {
    const p = await launchPlayer(ctx, providerId, 100);
    const rollback = await wallet(ctx, providerId, { action: 'rollback', token: p.launch, transactionId: 'ghost' });
    expect(rollback).toEqual({ status: 'OP_TRANSACTION_NOT_FOUND', balance: 100 });
    const late = await wallet(ctx, providerId, {
      action: 'debit',
      token: p.launch,
      transactionId: 'ghost',
      roundId: 'r',
      gameId: 'g',
      amount: 10,
    });
    expect(late.status).toBe('OP_DUPLICATE_TRANSACTION');
    const credit = await wallet(ctx, providerId, {
      action: 'credit',
      token: p.launch,
      transactionId: 'cr',
      roundId: 'r',
      gameId: 'g',
      amount: 0,
    });
    expect((await wallet(ctx, providerId, { action: 'rollback', token: p.launch, transactionId: 'cr' })).status).toBe(
      'OP_TRANSACTION_NOT_FOUND',
    );
    expect(credit.status).toBe('OP_SUCCESS');
    expect(await mainBalance(ctx, p.userId)).toBe(10000);
  });

  it('rolls back only a successful debit of its own customer, once, with the round in its ledger remark', async () => {
    const p = await launchPlayer(ctx, providerId, 40);
    const q = await launchPlayer(ctx, providerId, 40);
    const round = { roundId: 'rb', gameId: 'dice' };
    const send = (player: { launch: string }, fields: Record<string, unknown>) =>
      wallet(ctx, providerId, { token: player.launch, ...fields });
    // The whole balance may be debited: the check is "less than", not "at most".
    expect(await send(p, { action: 'debit', transactionId: 'rb-all', amount: 40, ...round })).toEqual({ status: 'OP_SUCCESS', balance: 0 });
    // A refused debit moved nothing, so its rollback refunds nothing.
    expect((await send(p, { action: 'debit', transactionId: 'rb-no', amount: 5, ...round })).status).toBe('OP_INSUFFICIENT_FUNDS');
    expect(await send(p, { action: 'rollback', transactionId: 'rb-no' })).toEqual({ status: 'OP_SUCCESS', balance: 0 });
    // A credit is not a debit, and another customer's debit is not this customer's: neither is rolled back.
    expect(await send(p, { action: 'credit', transactionId: 'rb-cr', amount: 7, ...round })).toEqual({ status: 'OP_SUCCESS', balance: 7 });
    expect(await send(p, { action: 'rollback', transactionId: 'rb-cr' })).toEqual({ status: 'OP_TRANSACTION_NOT_FOUND', balance: 7 });
    expect(await send(q, { action: 'debit', transactionId: 'rb-q', amount: 10, ...round })).toEqual({ status: 'OP_SUCCESS', balance: 30 });
    expect(await send(p, { action: 'rollback', transactionId: 'rb-q' })).toEqual({ status: 'OP_TRANSACTION_NOT_FOUND', balance: 7 });
    expect(await mainBalance(ctx, q.userId)).toBe(3000);
    // A rollback of an unknown id, sent again after money moved, answers its first answer.
    expect(await send(p, { action: 'rollback', transactionId: 'rb-ghost' })).toEqual({ status: 'OP_TRANSACTION_NOT_FOUND', balance: 7 });
    expect((await send(p, { action: 'credit', transactionId: 'rb-cr2', amount: 1, ...round })).balance).toBe(8);
    expect(await send(p, { action: 'rollback', transactionId: 'rb-ghost' })).toEqual({ status: 'OP_TRANSACTION_NOT_FOUND', balance: 7 });
    // The debit of the whole balance is refunded once, and its ledger row names the debit's round.
    expect(await send(p, { action: 'rollback', transactionId: 'rb-all' })).toEqual({ status: 'OP_SUCCESS', balance: 48 });
    expect(await send(p, { action: 'rollback', transactionId: 'rb-all' })).toEqual({ status: 'OP_SUCCESS', balance: 48 });
    expect(await mainBalance(ctx, p.userId)).toBe(4800);
    const refund = await ctx.database.db
      .selectFrom('ledger_entries')
      .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
      .select(['ledger_entries.amount', 'ledger_entries.remark'])
      .where('accounts.user_id', '=', p.userId)
      .orderBy('ledger_entries.entry_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(refund.amount)).toBe(4000);
    expect(refund.remark).toMatch(/ dice round rb \(rb-all\)$/);
  });

  it('checks the signature over the exact bytes: the same JSON re-serialised, another secret or none answer OP_INVALID_SIGNATURE', async () => {
    const p = await launchPlayer(ctx, providerId, 100);
    const body = JSON.stringify({
      action: 'debit',
      provider_id: providerId,
      token: p.launch,
      transactionId: 'sig',
      roundId: 'r',
      gameId: 'g',
      amount: 10,
    });
    const sameMeaning = JSON.stringify(JSON.parse(body), null, 1);
    const reordered = JSON.stringify({ amount: 10, ...JSON.parse(body) });
    expect((await sendRaw(ctx, sameMeaning, sign(body))).body).toEqual({ status: 'OP_INVALID_SIGNATURE', balance: 0 });
    expect((await sendRaw(ctx, reordered, sign(body))).body.status).toBe('OP_INVALID_SIGNATURE');
    expect((await sendRaw(ctx, body, sign(body, 'another-secret-0123456789'))).body.status).toBe('OP_INVALID_SIGNATURE');
    expect((await sendRaw(ctx, body, '')).body.status).toBe('OP_INVALID_SIGNATURE');
    const unknown = JSON.stringify({ action: 'balance', provider_id: 'nobody', token: p.launch });
    expect((await sendRaw(ctx, unknown)).body.status).toBe('OP_INVALID_SIGNATURE');
    expect(await mainBalance(ctx, p.userId)).toBe(10000);
    // The exact bytes, re-serialised or not, are what the provider signed: both pass when signed as sent.
    expect((await sendRaw(ctx, sameMeaning)).body).toEqual({ status: 'OP_SUCCESS', balance: 90 });
  });

  it('answers 400 naming the field for a malformed call, never a 500', async () => {
    const p = await launchPlayer(ctx, providerId, 10);
    const noAmount = await sendRaw(
      ctx,
      JSON.stringify({ action: 'debit', provider_id: providerId, token: p.launch, transactionId: 't', roundId: 'r' }),
    );
    expect(noAmount.code).toBe(400);
    expect(JSON.stringify(noAmount.body)).toContain('amount');
    expect((await sendRaw(ctx, '{"action":')).code).toBe(400);
    const thirdDecimal = await sendRaw(
      ctx,
      JSON.stringify({ action: 'debit', provider_id: providerId, token: p.launch, transactionId: 't', roundId: 'r', amount: 1.001 }),
    );
    expect(thirdDecimal.code).toBe(400);
  });

  it('never overdraws under 32 concurrent debits against one balance', async () => {
    const p = await launchPlayer(ctx, providerId, 100);
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        wallet(ctx, providerId, {
          action: 'debit',
          token: p.launch,
          transactionId: `many-${i}`,
          roundId: `many-${i}`,
          gameId: 'g',
          amount: 7,
        }),
      ),
    );
    const taken = answers.filter((a) => a.status === 'OP_SUCCESS').length;
    expect(taken).toBe(14);
    expect(answers.filter((a) => a.status === 'OP_INSUFFICIENT_FUNDS')).toHaveLength(18);
    expect(await mainBalance(ctx, p.userId)).toBe(200);
    expect(Math.min(...answers.map((a) => a.balance))).toBeGreaterThanOrEqual(0);
  });

  it("applies the customer's limits to debits: self-exclusion and the daily loss limit", async () => {
    const limited = await launchPlayer(ctx, providerId, 100);
    const set = await call(ctx, limited.token, 'responsibleGaming/setLimits', {
      deposit_limit_day: null,
      deposit_limit_week: null,
      deposit_limit_month: null,
      loss_limit_day: 20,
    });
    expect(set.body.status).toBe(true);
    const debit = (id: string, amount: number) => ({
      action: 'debit',
      token: limited.launch,
      transactionId: id,
      roundId: id,
      gameId: 'g',
      amount,
    });
    expect((await wallet(ctx, providerId, debit('l-1', 15))).status).toBe('OP_SUCCESS');
    // 15 lost today (no credit yet counts as lost): 5 more is the most the limit allows.
    expect(await wallet(ctx, providerId, debit('l-2', 6))).toEqual({ status: 'OP_LIMIT_EXCEEDED', balance: 85 });
    expect((await wallet(ctx, providerId, debit('l-3', 5))).status).toBe('OP_SUCCESS');

    const excluded = await launchPlayer(ctx, providerId, 100);
    await call(ctx, excluded.token, 'responsibleGaming/selfExclude', { days: 7 });
    const refused = await wallet(ctx, providerId, {
      action: 'debit',
      token: excluded.launch,
      transactionId: 'x',
      roundId: 'x',
      gameId: 'g',
      amount: 1,
    });
    expect(refused).toEqual({ status: 'OP_USER_BLOCKED', balance: 100 });
  });

  it('refuses a debit of a bet-locked customer with OP_USER_BLOCKED and changes nothing; unlocked, the same debit goes through', async () => {
    const p = await launchPlayer(ctx, providerId, 100);
    const lock = (flag: '0' | '1') => call(ctx, admin, 'admin/user/status', { user_id: p.userId, bet_lock: flag });
    expect((await lock('1')).body).toMatchObject({ status: true, data: { bet_lock: '1' } });
    const before = await ledgerRows(ctx, p.userId);
    const debit = { action: 'debit', token: p.launch, transactionId: 'bl-1', roundId: 'bl', gameId: 'g', amount: 10 };
    expect(await wallet(ctx, providerId, debit)).toEqual({ status: 'OP_USER_BLOCKED', balance: 100 });
    expect(await mainBalance(ctx, p.userId)).toBe(10_000);
    expect(await ledgerRows(ctx, p.userId)).toBe(before);
    expect((await call(ctx, p.token, 'casino/getLiveCasinoBets', { page: 1 })).body.data.total.total_count).toBe(0);
    // The balance may still be read: only money at stake is refused.
    expect(await wallet(ctx, providerId, { action: 'balance', token: p.launch })).toEqual({ status: 'OP_SUCCESS', balance: 100 });
    await lock('0');
    expect(await wallet(ctx, providerId, { ...debit, transactionId: 'bl-2' })).toEqual({ status: 'OP_SUCCESS', balance: 90 });
  });

  it("refuses a debit on a locked customer's launch session at once with OP_USER_BLOCKED, and changes nothing", async () => {
    const p = await launchPlayer(ctx, providerId, 100);
    const debit = { action: 'debit', token: p.launch, transactionId: 'ul-1', roundId: 'ul', gameId: 'g', amount: 10 };
    expect(await wallet(ctx, providerId, debit)).toEqual({ status: 'OP_SUCCESS', balance: 90 });
    expect((await call(ctx, admin, 'admin/user/status', { user_id: p.userId, user_lock: '1' })).body).toMatchObject({ status: true });
    const before = await ledgerRows(ctx, p.userId);
    expect(await wallet(ctx, providerId, { ...debit, transactionId: 'ul-2' })).toEqual({ status: 'OP_USER_BLOCKED', balance: 90 });
    expect(await ledgerRows(ctx, p.userId)).toBe(before);
  });

  it('leaves admin/audit/ledger empty after the wallet sequences', async () => {
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit/ledger', headers: { authorization: `Bearer ${admin}` } });
    expect(audit.json()).toMatchObject({ status: true });
    expect(audit.json().data.differences).toEqual([]);
  });
});

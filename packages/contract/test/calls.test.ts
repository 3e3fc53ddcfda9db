import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  buildApi,
  defineCalls,
  callTable,
  calls,
  envelope,
  isCall,
  nestCalls,
  type Call,
  type CurrentQuote,
  type PlacedBet,
  type PlaceMarketBetRequest,
} from '../src/index.ts';

/** Every leaf of a tree with the keys that lead to it. */
function leaves(tree: object, at: string[] = []): { keys: string[]; call: Call }[] {
  return Object.entries(tree).flatMap(([key, node]) =>
    isCall(node) ? [{ keys: [...at, key], call: node }] : leaves(node as object, [...at, key]),
  );
}

describe('the call table', () => {
  it('places every call in the tree at its path, and the tree holds exactly the table', () => {
    const found = leaves(calls);
    for (const { keys, call } of found) expect(keys.join('/')).toBe(call.path);
    expect(found.map((l) => l.call)).toEqual(expect.arrayContaining([...callTable]));
    expect(found).toHaveLength(callTable.length);
  });

  it('declares each path once, relative to /api/, with a GET never taking a body', () => {
    const paths = callTable.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const call of callTable) {
      // Only the probes for load balancers (health, ready) sit at the top level.
      expect(call.path).toMatch(/^[A-Za-z]+(\/[A-Za-z]+)+$|^(health|ready)$/);
      if (call.method === 'GET') expect(call.body).toBeUndefined();
      expect(['public', 'user', 'customer', 'admin', 'operator']).toContain(call.access);
    }
  });

  it('lets every call answer a business refusal, the shape the client returns on 401/403', () => {
    const refusal = { status: false, message: 'No.', code: 'NOPE', data: null };
    for (const call of callTable) expect(call.answer.safeParse(refusal).success, call.path).toBe(true);
  });

  it("keeps the spec's public calls public and the operator's calls for operators (docs/decisions.md: which for every level)", () => {
    const publicPaths = callTable
      .filter((c) => c.access === 'public')
      .map((c) => c.path)
      .sort();
    // provider/wallet has no customer token: the provider's signature authenticates it; health and
    // ready are for load balancers and carry no personal data.
    expect(publicPaths).toEqual(['globalSetting/getGlobalSetting', 'health', 'provider/wallet', 'ready', 'user/login', 'user/signup']);
    // Masters and agents use the user calls, read their risk, reports and the action audit, and decide
    // approvals, all scoped to their downline; markets, cash and the ledger audit stay with admins.
    const forOperators = (path: string) =>
      ['admin/user/', 'admin/risk/', 'admin/report/', 'admin/approval/'].some((p) => path.startsWith(p)) || path === 'admin/audit/actions';
    for (const call of callTable.filter((c) => c.path.startsWith('admin/')))
      expect(call.access, call.path).toBe(forOperators(call.path) ? 'operator' : 'admin');
    expect(calls.payment.createRequest.access).toBe('customer');
    // Operators hold chips but cannot bet (decisions.md, "Wallets"): placing is for customers.
    expect(calls.bet.placeMarketBet.access).toBe('customer');
  });

  it('refuses a path declared twice, and a path that is both a call and a folder', () => {
    const { get } = defineCalls('test');
    const answer = envelope(z.null());
    expect(() => nestCalls([get('a/b', answer), get('a/b', answer)])).toThrow(/a\/b is declared twice/);
    expect(() => nestCalls([get('a/b', answer), get('a/b/c', answer)])).toThrow(/a\/b is a call, not a folder/);
    expect(() => nestCalls([get('a/b/c', answer), get('a/b', answer)])).toThrow(/declared twice, or is also a folder/);
  });
});

describe('buildApi', () => {
  it("hands each call its own declaration and body, and resolves with the transport's answer", async () => {
    const sent: { call: Call; body: unknown }[] = [];
    const api = buildApi(calls, async (call, body) => {
      sent.push({ call, body });
      return { status: true, message: '', data: null };
    });
    const body: PlaceMarketBetRequest = { match_id: 1, market_id: 2, selection_id: 3, is_back: true, odds: 2, stack: 100 };
    await expect(api.bet.placeMarketBet(body)).resolves.toEqual({ status: true, message: '', data: null });
    await api.user.getUserBalance();
    await api.admin.market.result({ market_id: 2, winner_selection_ids: [3] });
    expect(sent).toEqual([
      { call: calls.bet.placeMarketBet, body },
      { call: calls.user.getUserBalance, body: undefined },
      { call: calls.admin.market.result, body: { market_id: 2, winner_selection_ids: [3] } },
    ]);
  });

  it('types bodies and answers from the declarations', () => {
    const api = buildApi(calls, async () => null);
    expectTypeOf(api.bet.placeMarketBet).parameter(0).toEqualTypeOf<PlaceMarketBetRequest>();
    type Answer = Awaited<ReturnType<typeof api.bet.placeMarketBet>>;
    expectTypeOf<Extract<Answer, { status: true }>['data']>().toEqualTypeOf<PlacedBet>();
    expectTypeOf<Extract<Answer, { status: false }>['quote']>().toEqualTypeOf<CurrentQuote | undefined>();
    expectTypeOf(api.user.getUserBalance).parameters.toEqualTypeOf<[]>();
    // @ts-expect-error: a call that is not declared does not exist.
    void api.bet.placeBet;
  });
});

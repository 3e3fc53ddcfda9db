/** The exchange's HTTP API from a test or bench: operator set-up and a second customer's orders. */
export interface Envelope<T> {
  status: boolean;
  message: string;
  code?: string;
  data: T;
}

async function callApi<T = unknown>(baseUrl: string, path: string, body?: unknown, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Calls that must succeed: a refusal fails the set-up with the server's message (TRY_AGAIN is retried, as it says). */
export async function mustCall<T = unknown>(baseUrl: string, path: string, body: unknown, token: string): Promise<T> {
  let answer = await callApi<T>(baseUrl, path, body, token);
  for (let attempt = 1; !answer.status && answer.code === 'TRY_AGAIN' && attempt < 5; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    answer = await callApi<T>(baseUrl, path, body, token);
  }
  if (!answer.status) throw new Error(`${path}: ${answer.code ?? ''} ${answer.message}`);
  return answer.data;
}

export async function tokenFor(baseUrl: string, userName: string, password: string): Promise<string> {
  return (await mustCall<{ token: string }>(baseUrl, 'user/login', { user_name: userName, password }, '')).token;
}

/** A funded customer created by the operator (the demo seed's admin), logged in. */
export async function fundedCustomer(baseUrl: string, adminToken: string, userName: string, amount = 1_000_000): Promise<string> {
  const password = 'maker-pass-1';
  const { user_id } = await mustCall<{ user_id: number }>(
    baseUrl,
    'admin/user/create',
    { user_name: userName, password, name: userName, role: 'customer' },
    adminToken,
  );
  await mustCall(baseUrl, 'admin/wallet/credit', { user_id, amount, remark: 'test liquidity' }, adminToken);
  const token = await tokenFor(baseUrl, userName, password);
  // An operator-created user must replace the operator's password before placing orders.
  const fresh = 'makerPass2';
  await mustCall(baseUrl, 'user/changePassword', { master_password: password, new_password: fresh, confirm_password: fresh }, token);
  return token;
}

export interface CreatedMarket {
  matchId: number;
  marketId: number;
  runners: { selection_id: number; name: string }[];
}

/** A new cricket match (demo series 1) with one open exchange market and an empty book. */
export async function createMarket(
  baseUrl: string,
  adminToken: string,
  name: string,
  runnerNames: string[],
  extra: Record<string, unknown> = {},
): Promise<CreatedMarket> {
  const openDate = new Date(Date.now() + 3 * 3600_000).toISOString();
  const { match_id } = await mustCall<{ match_id: number }>(
    baseUrl,
    'admin/match/create',
    { sport_id: 4, series_id: 1, name, open_date: openDate },
    adminToken,
  );
  const market = await mustCall<{ market_id: number; runners: { selection_id: number; name: string }[] }>(
    baseUrl,
    'admin/market/create',
    { match_id, name: 'Match Odds', market_type: 'MATCH_ODDS', runners: runnerNames.map((n) => ({ name: n })), bet_delay: 0, ...extra },
    adminToken,
  );
  return { matchId: match_id, marketId: market.market_id, runners: market.runners };
}

/** A resting order of the second customer: its back is what others can lay, and the other way round. */
export function restingOrder(
  baseUrl: string,
  token: string,
  m: CreatedMarket,
  selectionId: number,
  isBack: boolean,
  odds: number,
  stack: number,
) {
  return mustCall(
    baseUrl,
    'bet/placeMarketBet',
    { match_id: m.matchId, market_id: m.marketId, selection_id: selectionId, is_back: isBack, odds, stack },
    token,
  );
}

/** The exchange's answer envelope, as far as the soak reads it. */
export interface Answer {
  status: boolean;
  code?: string;
  message: string;
  data: unknown;
}

/** One call to the server's API; `ip` becomes X-Forwarded-For (the server trusts loopback as its proxy). */
export async function call(base: string, path: string, token: string, body?: unknown, ip?: string): Promise<Answer> {
  const res = await fetch(`${base}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Answer;
}

async function must(base: string, path: string, token: string, body?: unknown, ip?: string): Promise<unknown> {
  const answer = await call(base, path, token, body, ip);
  if (!answer.status) throw new Error(`${path}: ${answer.code ?? ''} ${answer.message}`);
  return answer.data;
}

/**
 * `count` funded customers created by the demo operator through the API, each logged in from an
 * address of its own (30 logins a minute per address is the server's limit, and the soak is
 * many customers, not one machine), its operator-set password replaced as a customer must.
 */
export async function soakCustomers(base: string, count: number): Promise<string[]> {
  const admin = ((await must(base, 'user/login', '', { user_name: 'admin', password: 'admin1234' }, '10.9.0.1')) as { token: string })
    .token;
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const userName = `soak${i}`;
    const { user_id } = (await must(base, 'admin/user/create', admin, {
      user_name: userName,
      password: 'soak-pass-1',
      name: userName,
      role: 'customer',
    })) as {
      user_id: number;
    };
    await must(base, 'admin/wallet/credit', admin, { user_id, amount: 1_000_000, remark: 'soak funds' });
    const ip = `10.9.${1 + (i >> 8)}.${i & 255}`;
    const { token } = (await must(base, 'user/login', '', { user_name: userName, password: 'soak-pass-1' }, ip)) as { token: string };
    await must(
      base,
      'user/changePassword',
      token,
      { master_password: 'soak-pass-1', new_password: 'soakPass2', confirm_password: 'soakPass2' },
      ip,
    );
    tokens.push(token);
  }
  return tokens;
}

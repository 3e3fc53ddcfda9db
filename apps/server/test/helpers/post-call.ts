import type { FastifyInstance } from 'fastify';

/** A POST to /api/{path} as `token`'s user (none: anonymous), answered with its status and JSON body. */
export async function postCall(app: FastifyInstance, token: string | null, path: string, payload: object) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

import type { RealtimeServerMessage } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { LiveClient, listen, pause } from '../realtime/live-client.ts';
import { RiskWorld } from './risk-world.ts';

const risk = (m: RealtimeServerMessage): m is Extract<RealtimeServerMessage, { type: 'risk' }> => m.type === 'risk';

describe.each(testDialects())('risk updates over the live channel on %s', (dialect) => {
  let r: RiskWorld;
  let url: string;
  beforeAll(async () => {
    r = await RiskWorld.create(dialect);
    url = await listen(r.h.w.ctx);
  });
  afterAll(async () => r?.close());

  it("tells the operators above the bettor to read the match again, and no other downline's operator", async () => {
    const [agent1, master, agent2] = await Promise.all(
      [r.agent1, r.master, r.agent2].map((m) => LiveClient.open(`${url}?token=${m.token}`)),
    );
    try {
      await r.bet(r.cust1, 0, true, 2, 10);
      expect(await agent1!.next(risk)).toEqual({ type: 'risk', match_id: r.matchId });
      expect(await master!.next(risk)).toEqual({ type: 'risk', match_id: r.matchId });
      await pause(700);
      expect(agent2!.messages.filter(risk)).toEqual([]);
    } finally {
      for (const c of [agent1, master, agent2]) c?.close();
    }
  });
});

import { realtimeServerMessage, wsCloseCode } from '@bx/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readToken } from '../../../lib/auth-session.ts';
import { riskKey } from './risk-api.ts';

const retryMs = 3000;
/** Messages within this window cause one read, not one each: a busy downline costs a read a second, not a read a bet. */
const settleMs = 1000;

/**
 * The Risk page's own socket (the console has no customer socket): the server sends
 * `{type:'risk', match_id}` when bets of the caller's downline moved, and the page reads its
 * figures again. Returns whether the socket is up; while it is down the queries poll instead.
 */
export function useRiskPush(): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let pending: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const refresh = () => {
      pending ??= setTimeout(() => {
        pending = null;
        void client.invalidateQueries({ queryKey: riskKey });
      }, settleMs);
    };
    const open = () => {
      const token = readToken();
      if (stopped || !token) return;
      const ws = new WebSocket(`${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws`);
      socket = ws;
      ws.onopen = () => {
        ws.send(JSON.stringify({ type: 'auth', token }));
        setLive(true);
        // Whatever moved while the socket was down.
        refresh();
      };
      ws.onmessage = (event) => {
        const parsed = realtimeServerMessage.safeParse(JSON.parse(String(event.data)));
        if (parsed.success && parsed.data.type === 'risk') refresh();
      };
      ws.onclose = (event) => {
        setLive(false);
        if (socket !== ws || stopped || event.code === wsCloseCode.unauthorized) return;
        retry = setTimeout(open, retryMs);
      };
    };
    open();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (pending) clearTimeout(pending);
      socket?.close(1000, 'bye');
    };
  }, [client]);
  return live;
}

import { realtimeClientMessage, type RealtimeClientMessage } from '@bx/contract';
import type { RawData } from 'ws';

/** A client frame as a subscribe/unsubscribe message, or a readable reason it is not one. */
export function parseClientMessage(data: RawData, isBinary: boolean): RealtimeClientMessage | { error: string } {
  if (isBinary || !Buffer.isBuffer(data)) return { error: 'messages must be JSON text' };
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    return { error: 'messages must be JSON text' };
  }
  const parsed = realtimeClientMessage.safeParse(json);
  if (parsed.success) return parsed.data;
  const reasons = parsed.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message));
  return { error: `Invalid message: ${reasons.join('; ')}` };
}

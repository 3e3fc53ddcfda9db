import type { Redis } from 'ioredis';
import { OUTCOME_UNKNOWN, reject, type Command, type Outcome } from '../shared/commands.ts';

/** A command unanswered this long (its answer lost with a Redis reconnect) is settled as lost. */
const GIVE_UP_MS = 30_000;

/**
 * What became of a forwarded command: the owner's answer; `moved` (the owner no longer holds the
 * shard and did not run it); `undelivered` (no process listens on the owner's channel: it is gone,
 * and never saw the command); `lost` (sent, but its owner died or Redis failed before it answered:
 * it may or may not have run).
 */
export type Forwarded = { answer: Outcome } | { moved: true } | { undelivered: true } | { lost: true };

/** The owner's side: runs a forwarded command, or answers null when the shard is not its own. */
export type ForwardHandler = (command: Command) => Promise<Outcome | null>;

type Message = { from: string; ask: [number, Command][] } | { answers: [number, Outcome | null][] };

interface Pending {
  target: string;
  at: number;
  resolve: (f: Forwarded) => void;
}

/**
 * Commands between processes over Redis pub/sub, one channel per process. Redis is already what
 * the processes share (live fan-out, limits), so there are no addresses to configure, no port to
 * open between machines and no secret to hand out; and PUBLISH says how many listened, so a
 * command sent to a process that is gone is known at once never to have been delivered. What is
 * queued in one turn of the event loop goes to each process in one message, and the answers of
 * one batch come back in one.
 */
export class CommandForwarder {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly outbox = new Map<string, [number, Command][]>();
  private readonly replies = new Map<string, [number, Outcome | null][]>();
  private flushing = false;
  private handler: ForwardHandler = async () => null;
  sent = 0;
  received = 0;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly member: string,
    private readonly log: (error: unknown) => void,
  ) {}

  /** Listens on this process's channel (resolves once subscribed: a forward to it is then delivered). */
  static async open(redis: Redis, namespace: string, member: string, log: (error: unknown) => void): Promise<CommandForwarder> {
    const publisher = redis.duplicate();
    const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
    publisher.on('error', log);
    subscriber.on('error', log);
    const forwarder = new CommandForwarder(publisher, subscriber, `${namespace}owner:`, member, log);
    subscriber.on('message', (_channel: string, payload: string) => forwarder.receive(payload));
    await subscriber.subscribe(forwarder.channel(member));
    return forwarder;
  }

  onRequest(handler: ForwardHandler): void {
    this.handler = handler;
  }

  send(target: string, command: Command): Promise<Forwarded> {
    return new Promise((resolve) => {
      const id = this.nextId++;
      this.pending.set(id, { target, at: Date.now(), resolve });
      const box = this.outbox.get(target);
      if (box) box.push([id, command]);
      else this.outbox.set(target, [[id, command]]);
      this.sent += 1;
      this.scheduleFlush();
    });
  }

  /** The processes still alive: commands in flight to any other (or unanswered for too long) are settled as lost. */
  keepOnly(members: readonly string[]): void {
    const alive = new Set(members);
    const old = Date.now() - GIVE_UP_MS;
    for (const [id, p] of this.pending) {
      if (alive.has(p.target) && p.at > old) continue;
      this.pending.delete(id);
      p.resolve({ lost: true });
    }
  }

  async close(): Promise<void> {
    this.keepOnly([]);
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }

  private channel(member: string): string {
    return this.prefix + member;
  }

  private scheduleFlush(): void {
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => {
      this.flushing = false;
      for (const [target, ask] of this.outbox) void this.deliver(target, ask);
      this.outbox.clear();
      for (const [target, answers] of this.replies) this.publish(target, { answers }).catch(this.log);
      this.replies.clear();
    });
  }

  private publish(target: string, message: Message): Promise<number> {
    return this.publisher.publish(this.channel(target), JSON.stringify(message));
  }

  private async deliver(target: string, ask: [number, Command][]): Promise<void> {
    let settle: Forwarded | null = null;
    try {
      if ((await this.publish(target, { from: this.member, ask })) === 0) settle = { undelivered: true };
    } catch (error) {
      this.log(error);
      settle = { lost: true };
    }
    if (settle) for (const [id] of ask) this.settle(id, settle);
  }

  private settle(id: number, forwarded: Forwarded): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    p.resolve(forwarded);
  }

  private receive(payload: string): void {
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      return;
    }
    if ('answers' in message) {
      for (const [id, outcome] of message.answers) this.settle(id, outcome ? { answer: outcome } : { moved: true });
      return;
    }
    this.received += message.ask.length;
    for (const [id, command] of message.ask) void this.run(message.from, id, command);
  }

  private async run(from: string, id: number, command: Command): Promise<void> {
    let outcome: Outcome | null;
    try {
      outcome = await this.handler(command);
    } catch (error) {
      this.log(error);
      outcome = reject(OUTCOME_UNKNOWN, 'We could not confirm whether your request went through. Check your bets before sending it again.');
    }
    const box = this.replies.get(from);
    if (box) box.push([id, outcome]);
    else this.replies.set(from, [[id, outcome]]);
    this.scheduleFlush();
  }
}

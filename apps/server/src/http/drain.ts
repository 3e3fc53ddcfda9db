import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from './answer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Counted in flight by the drain (until its answer or its abort). */
    drainCounted: boolean;
  }
}

export interface Drain {
  /** Whether the server is shutting down (readiness answers 503 then). */
  readonly draining: boolean;
  /**
   * Starts refusing new requests with 503 SHUTTING_DOWN (and `Connection: close`), then resolves
   * once every request already being handled was answered and no request came for `quietMs`, or
   * after `maxMs` at the latest.
   */
  drain(options?: { quietMs?: number; maxMs?: number }): Promise<void>;
}

/**
 * Graceful shutdown's first half. Closing the listener at once would reset connections whose
 * request bytes are still waiting to be read (Node closes "idle" connections), leaving callers
 * without an answer; so the server first answers everything that reaches it (bets in flight
 * finish their batch, newcomers get 503 and retry elsewhere), and only then closes.
 */
export function installDrain(app: FastifyInstance): Drain {
  let draining = false;
  let inFlight = 0;
  let lastArrival = 0;
  // A flag on the request (declared once, so every request keeps one shape) rather than a WeakSet:
  // these hooks run on every request.
  app.decorateRequest('drainCounted', false);
  // Callback hooks, not async ones: they run on every request, and a promise each is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    lastArrival = Date.now();
    if (!draining) {
      inFlight += 1;
      request.drainCounted = true;
      done();
      return;
    }
    // Answered here: the request goes no further (done is not called).
    void reply
      .code(503)
      .header('connection', 'close')
      .send(refuse('SHUTTING_DOWN', 'The server is restarting. Please try again in a moment; nothing was done.'));
  });
  const finished = (request: FastifyRequest) => {
    if (!request.drainCounted) return;
    request.drainCounted = false;
    inFlight -= 1;
  };
  app.addHook('onResponse', (request, _reply, done) => {
    finished(request);
    done();
  });
  // A request whose client went away never gets onResponse.
  app.addHook('onRequestAbort', (request, done) => {
    finished(request);
    done();
  });
  return {
    get draining() {
      return draining;
    },
    async drain({ quietMs = 250, maxMs = 15_000 } = {}) {
      draining = true;
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastArrival < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

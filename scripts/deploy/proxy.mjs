// A small reverse proxy for the local two-process example (docs/deploy.md), for machines without
// nginx, Caddy or HAProxy: round robin over the upstreams, WebSocket upgrades passed through,
// X-Forwarded-For set (the servers believe it only from TRUST_PROXY), and an upstream that
// refuses a connection skipped until its /api/ready answers again.
//   UPSTREAMS=http://127.0.0.1:3101,http://127.0.0.1:3102 PORT=8080 node scripts/deploy/proxy.mjs
import http from 'node:http';
import net from 'node:net';

const upstreams = (process.env.UPSTREAMS ?? 'http://127.0.0.1:3101,http://127.0.0.1:3102').split(',').map((u) => new URL(u.trim()));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const healthy = new Set(upstreams);
let next = 0;

/** The next upstream in turn among the healthy ones (all of them when none is known healthy). */
function pick() {
  const pool = healthy.size > 0 ? upstreams.filter((u) => healthy.has(u)) : upstreams;
  next = (next + 1) % pool.length;
  return pool[next];
}

function markDown(upstream) {
  healthy.delete(upstream);
}

// Every second, ask each upstream whether it is ready (it answers 503 while it drains on SIGTERM).
setInterval(() => {
  for (const upstream of upstreams) {
    const probe = http.get(new URL('/api/ready', upstream), { timeout: 900 }, (res) => {
      if (res.statusCode === 200) healthy.add(upstream);
      else markDown(upstream);
      res.resume();
    });
    probe.on('timeout', () => probe.destroy());
    probe.on('error', () => markDown(upstream));
  }
}, 1000).unref();

function forwardedFor(req) {
  const prior = req.headers['x-forwarded-for'];
  return prior ? `${prior}, ${req.socket.remoteAddress}` : req.socket.remoteAddress;
}

const server = http.createServer((req, res) => {
  const send = (upstream, retry) => {
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', (error) => {
      markDown(upstream);
      // A refused connection never reached the server: safe to try the other one once.
      if (retry && error.code === 'ECONNREFUSED' && !res.headersSent) return send(pick(), false);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ status: false, code: 'BAD_GATEWAY', message: 'The exchange is not reachable. Please try again.', data: null }),
      );
    });
    // The body is streamed once: a request that already sent it is not retried.
    req.pipe(outgoing);
  };
  send(pick(), req.method === 'GET' || req.method === 'HEAD');
});

// WebSocket: open a TCP connection to an upstream, replay the upgrade request, then join the two sockets.
server.on('upgrade', (req, socket, head) => {
  const upstream = pick();
  const target = net.connect(Number(upstream.port), upstream.hostname, () => {
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
    const lines = Object.entries(headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`]));
    target.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) target.write(head);
    target.pipe(socket);
    socket.pipe(target);
  });
  const close = () => {
    socket.destroy();
    target.destroy();
  };
  target.on('error', () => {
    markDown(upstream);
    close();
  });
  socket.on('error', close);
});

server.listen(port, host, () => console.log(`proxy on http://${host}:${port} -> ${upstreams.map(String).join(', ')}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));

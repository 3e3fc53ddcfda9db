#!/usr/bin/env bash
# The scale-out example on this machine (docs/deploy.md): two server processes on one PostgreSQL
# database with Redis, behind a reverse proxy, all on loopback. Uses the machine's own PostgreSQL
# and Redis (started here when they are down). Stop it with scripts/deploy/stop-cluster.sh.
#   DATABASE_NAME=exchange PROXY_PORT=8080 scripts/deploy/start-cluster.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
# The Node 24 the repository brings (docs/deploy.md, Runtime), not the machine's own Node.
export PATH="$PWD/node_modules/.bin:$PATH"

DATABASE_NAME="${DATABASE_NAME:-exchange}"
PROXY_PORT="${PROXY_PORT:-8080}"
PORTS=(3101 3102)
RUN_DIR="${RUN_DIR:-data/cluster}"
mkdir -p "$RUN_DIR"

if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
fi
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save '' --appendonly no
fi
for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done

if ! psql -h 127.0.0.1 -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$DATABASE_NAME'" | grep -q 1; then
  createdb -h 127.0.0.1 -U postgres "$DATABASE_NAME"
fi

npm run build >/dev/null

# Every process gets the same settings but its port. The servers listen on loopback and believe
# X-Forwarded-For only from the proxy there.
export DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DATABASE_NAME"
export REDIS_URL="redis://127.0.0.1:6379"
export HOST=127.0.0.1
export TRUST_PROXY=127.0.0.1
export LOG_LEVEL="${LOG_LEVEL:-warn}"

# The first process migrates and seeds; the second starts once the first is ready, so they never migrate at once.
for port in "${PORTS[@]}"; do
  PORT="$port" nohup node --import tsx apps/server/src/main.ts >"$RUN_DIR/server-$port.log" 2>&1 &
  echo $! >"$RUN_DIR/server-$port.pid"
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1 && break
    kill -0 "$(cat "$RUN_DIR/server-$port.pid")" 2>/dev/null || { cat "$RUN_DIR/server-$port.log"; exit 1; }
    sleep 1
  done
  curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null
done

UPSTREAMS="$(printf 'http://127.0.0.1:%s,' "${PORTS[@]}" | sed 's/,$//')" PORT="$PROXY_PORT" \
  nohup node scripts/deploy/proxy.mjs >"$RUN_DIR/proxy.log" 2>&1 &
echo $! >"$RUN_DIR/proxy.pid"
for _ in $(seq 1 30); do curl -fsS "http://127.0.0.1:$PROXY_PORT/api/ready" >/dev/null 2>&1 && break; sleep 0.5; done
curl -fsS "http://127.0.0.1:$PROXY_PORT/api/ready"
echo
echo "Exchange on http://127.0.0.1:$PROXY_PORT (servers on ${PORTS[*]}, logs in $RUN_DIR)"

#!/usr/bin/env bash
# Stops what start-cluster.sh started: SIGTERM to the proxy and each server (they drain and exit 0).
# PostgreSQL and Redis are the machine's and keep running.
set -euo pipefail
cd "$(dirname "$0")/../.."
RUN_DIR="${RUN_DIR:-data/cluster}"
for pidfile in "$RUN_DIR"/proxy.pid "$RUN_DIR"/server-*.pid; do
  [ -f "$pidfile" ] || continue
  pid="$(cat "$pidfile")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid"
    for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  fi
  rm -f "$pidfile"
done
echo "stopped"

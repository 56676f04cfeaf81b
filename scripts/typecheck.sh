#!/usr/bin/env bash
# Typechecks the whole repository as three programs, each file once: the Node.js side (domain,
# platforms, server), the web app (DOM and JSX), and the journeys with the benches (DOM). Checking each
# workspace on its own checked the server three times over (server, e2e, bench) and the domain five.
# Every program runs, so one run shows every error; the script fails when any program does.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
for program in tsconfig.node.json apps/web/tsconfig.json tsconfig.tools.json; do
  npx tsc -p "$program" || status=1
done
exit "$status"

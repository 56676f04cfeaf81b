#!/usr/bin/env bash
# Runs test stages side by side and keeps their output readable: each stage writes to a log of its own,
# printed in one piece (headed by the stage's name, result and time) as soon as the stage ends. The caller
# fails when any stage failed; every stage still runs to its end, so one run shows every failure.
#
#   source scripts/stages.sh
#   stage "lint" 'npx biome check .'          # starts in the background
#   stage "unit tests" 'npx vitest run ...'
#   await_stages || exit 1                    # returns 1 when any stage failed
#
# The run ends with what failed, in a few lines per failed stage (failure_digest), so the end of a long log
# names the failing test even where only the end is kept.
#
# A stage's command is a bash script (run with -euo pipefail): chain its steps with newlines or &&.

STAGES_DIR=
STAGE_COUNT=0

# The lines of a test log that say what failed (Vitest's FAIL and × lines, the first assertion messages, the
# checks that failed), without colours, at most 40.
failure_digest() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" | awk '
    /^failed:$/ { listing = 1; print; next }
    listing && /^  / { print; next }
    { listing = 0 }
    /^ *FAIL |^ *× |^ *(AssertionError|Error|TypeError|TimeoutError)[:[]|Test timed out/ && !seen[$0]++ { print }
  ' | head -40 || true
}

stage() {
  [ -n "$STAGES_DIR" ] || STAGES_DIR=$(mktemp -d "${TMPDIR:-/tmp}/stages.XXXXXX")
  local index=$STAGE_COUNT
  STAGE_COUNT=$((STAGE_COUNT + 1))
  printf '%s\n' "$1" >"$STAGES_DIR/$index.name"
  date +%s >"$STAGES_DIR/$index.start"
  (
    status=0
    bash -euo pipefail -c "$2" >"$STAGES_DIR/$index.log" 2>&1 </dev/null || status=$?
    # the CPU the stage's processes used (user + system, every descendant that was waited for): with
    # the stages side by side on few cores, the run's length follows the sum of these more than any one
    # (`times` itself outside a pipeline: in one it would run in a subshell that has no children yet)
    times >"$STAGES_DIR/$index.times"
    tail -1 "$STAGES_DIR/$index.times" |
      awk '{ total = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); total += t[1] * 60 + t[2] } printf "%d", total }' >"$STAGES_DIR/$index.cpu"
    echo "$status" >"$STAGES_DIR/$index.rc"
  ) &
  printf '... %s (started %s)\n' "$1" "$(date +%T)"
}

await_stages() {
  local failed=0 printed=() summary=() digest=() index
  while [ ${#printed[@]} -lt "$STAGE_COUNT" ]; do
    for ((index = 0; index < STAGE_COUNT; index++)); do
      [ -z "${printed[$index]:-}" ] && [ -f "$STAGES_DIR/$index.rc" ] || continue
      printed[index]=1
      local name status seconds cpu result=ok
      name=$(cat "$STAGES_DIR/$index.name")
      cpu=$(cat "$STAGES_DIR/$index.cpu" 2>/dev/null || echo '?')
      status=$(cat "$STAGES_DIR/$index.rc")
      seconds=$(($(stat -c %Y "$STAGES_DIR/$index.rc") - $(cat "$STAGES_DIR/$index.start")))
      if [ "$status" -ne 0 ]; then
        result="FAILED (exit $status)"
        failed=1
        digest+=("--- $name ---" "$(failure_digest "$STAGES_DIR/$index.log")")
      fi
      printf '\n=== %s: %s in %ss (CPU %ss) ===\n' "$name" "$result" "$seconds" "$cpu"
      cat "$STAGES_DIR/$index.log"
      summary+=("$(printf '%6ss  CPU %6ss  %s  %s' "$seconds" "$cpu" "$result" "$name")")
    done
    [ ${#printed[@]} -lt "$STAGE_COUNT" ] && sleep 1
  done
  wait
  printf '\n=== stages (%s) ===\n' "$(uptime | sed 's/.*load/load/')"
  printf '%s\n' "${summary[@]}"
  if [ ${#digest[@]} -gt 0 ]; then
    printf '\n=== what failed ===\n'
    printf '%s\n' "${digest[@]}"
  fi
  [ -z "$STAGES_DIR" ] || rm -rf "$STAGES_DIR"
  STAGES_DIR=
  STAGE_COUNT=0
  return "$failed"
}

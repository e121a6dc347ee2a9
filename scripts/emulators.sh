#!/usr/bin/env bash
# One entry point for everything that needs the emulator suite:
#   start       build already done; start auth+firestore+storage+functions+hosting with the local data
#               (.emulator-data/, kept between runs), seed an empty database, print the URL
#   dev         the same emulators plus the Vite dev server (HMR) proxying /api
#   test        run every test suite under `firebase emulators:exec` (fresh data, nothing kept)
#   bench       seed, then run the benchmarks under `firebase emulators:exec` (same)
#   reset-data  remove the local data, so the next start seeds the demo school afresh
# start and dev take --fresh: remove the local data first.
# Knobs (for tests): STUDIO_FIREBASE_CONFIG (firebase.json), STUDIO_EMULATORS (the --only list),
# STUDIO_DATA_DIR (.emulator-data), STUDIO_AUTOSAVE_SECONDS (60), FIREBASE_PROJECT; TEST_ARGS (vitest
# arguments, e.g. "--project api") and BENCH_ARGS (the scenarios whose file name contains it).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/emulator-env.sh
source scripts/emulator-env.sh
# shellcheck source=scripts/emulator-data.sh
source scripts/emulator-data.sh

mode="${1:-start}"
[ $# -gt 0 ] && shift
fresh=false
for arg in "$@"; do
  case "$arg" in
    --fresh) fresh=true ;;
    *)
      echo "unknown option: $arg (start and dev take --fresh)" >&2
      exit 2
      ;;
  esac
done
# The Storage emulator keeps uploads under $TMPDIR/firebase/storage and deletes that folder when it
# stops, so two runs at once (a test run beside `npm start`, or two checkouts) would delete each
# other's files mid-run. Each run gets its own temporary folder.
run_tmp="$(mktemp -d "${TMPDIR:-/tmp}/studio-emulators.XXXXXX")"
export TMPDIR="$run_tmp"
trap 'rm -rf "$run_tmp"' EXIT
only="${STUDIO_EMULATORS:-auth,firestore,storage,functions,hosting}"
firebase=(node node_modules/firebase-tools/lib/bin/firebase.js --project "$FIREBASE_PROJECT" --config "$STUDIO_FIREBASE_CONFIG")

emulators_ready() {
  # Auth may still be importing the kept accounts after the others answer: the seed asks it whether
  # the school is empty, so wait for it too.
  if [[ ",$only," == *",auth,"* ]]; then
    curl -fsS -o /dev/null "http://$FIREBASE_AUTH_EMULATOR_HOST/" 2>/dev/null || return 1
  fi
  # The functions emulator needs a moment after the hub to load the API: wait for its health route.
  if [[ ",$only," == *",hosting,"* ]]; then
    curl -fsS -o /dev/null "http://127.0.0.1:5000/api/health" 2>/dev/null
  else
    curl -fsS -o /dev/null "http://$FIRESTORE_EMULATOR_HOST/" 2>/dev/null &&
      curl -fsS -o /dev/null "http://$STUDIO_HUB_HOST/emulators" 2>/dev/null
  fi
}

wait_for_emulators() {
  for _ in $(seq 1 180); do
    if emulators_ready; then return 0; fi
    if ! kill -0 "$1" 2>/dev/null; then echo "The emulators stopped while starting; see the log above." >&2; return 1; fi
    sleep 1
  done
  echo "The emulators did not become ready within 3 minutes." >&2
  return 1
}

# start/dev: the emulators run as a background job in their own process group (set -m), so Ctrl+C
# reaches only this script, which then stops them with exactly one SIGINT: a second signal would
# make firebase-tools skip its export on exit.
stopping=false
stop_all() {
  $stopping && return 0
  stopping=true
  set +e # everything below runs whatever failed before
  # Each background job leads its own process group (set -m): end the whole group.
  [ -n "${autosave:-}" ] && kill -- "-$autosave" 2>/dev/null
  [ -n "${vite:-}" ] && kill -- "-$vite" 2>/dev/null
  if [ -n "${emulators:-}" ] && kill -0 "$emulators" 2>/dev/null; then
    echo "Stopping the emulators and saving the local data to $STUDIO_DATA_DIR/ ..."
    kill -INT "$emulators" 2>/dev/null
    wait "$emulators" 2>/dev/null
  fi
  [ -n "${autosave:-}" ] && wait "$autosave" 2>/dev/null
  data_promote
  if data_is_snapshot "$STUDIO_DATA_DIR/current"; then echo "Local data saved in $STUDIO_DATA_DIR/current."; fi
}

case "$mode" in
  start | dev)
    set -m
    if $fresh; then data_reset; fi
    data_prepare
    import=()
    if data_is_snapshot "$STUDIO_DATA_DIR/current"; then
      import=(--import "$STUDIO_DATA_DIR/current")
      echo "Loading the local data from $STUDIO_DATA_DIR/current (start afresh: npm run reset-data)."
    else
      echo "No local data yet in $STUDIO_DATA_DIR/: starting with an empty database."
    fi
    trap 'stop_all; rm -rf "$run_tmp"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    "${firebase[@]}" emulators:start --only "$only" "${import[@]}" --export-on-exit "$STUDIO_DATA_DIR/exit" &
    emulators=$!
    wait_for_emulators "$emulators"
    node scripts/seed/run.mjs --if-empty
    data_autosave_loop "$STUDIO_HUB_HOST" "$$" &
    autosave=$!
    if [ "$mode" = dev ]; then
      npm run dev -w web -- --host 127.0.0.1 &
      vite=$!
      url="http://127.0.0.1:5173"
      where="at $url (the console)"
    else
      url="http://127.0.0.1:5000"
      where="at $url (the console) and $url/app/ (the app)"
    fi
    accounts=$(node -e '
      const accounts = require("./scripts/seed/demo-accounts.json");
      for (const [role, { email, password }] of Object.entries(accounts))
        console.log(`    ${role.padEnd(9)} ${email} / ${password}`);
    ')
    cat <<MSG

  Studio Admin is running $where.
  Demo accounts:
$accounts
  Changes are kept in $STUDIO_DATA_DIR/ (saved every ${STUDIO_AUTOSAVE_SECONDS} s and on exit).
  Press Ctrl+C to stop.

MSG
    wait "$emulators"
    ;;
  reset-data)
    if curl -fsS -o /dev/null "http://$STUDIO_HUB_HOST/emulators" 2>/dev/null; then
      echo "The emulators are running: stop them first (Ctrl+C), or they save the data again on exit." >&2
      exit 1
    fi
    data_reset
    ;;
  test)
    # The API trusts its last read of an account for this many seconds (at most 60);
    # short here so the revocation tests need not wait a minute. The tests read it too.
    export SESSION_CHECK_SECONDS="${SESSION_CHECK_SECONDS:-2}"
    # Instances reuse the school's settings for up to 60 s; tests that write
    # settings/general need them read afresh. The cache itself has unit tests.
    export SETTINGS_CACHE_SECONDS="${SETTINGS_CACHE_SECONDS:-0}"
    # The API's test hooks (a request's own clock, a push service on 127.0.0.1), which
    # `npm start` leaves off (functions/src/lib/emulator.ts).
    export STUDIO_TEST_HOOKS=1
    # Hosting logs every request; leave those lines out so the runner's report stays readable.
    set +e
    "${firebase[@]}" emulators:exec --only "$only" "npx vitest run ${TEST_ARGS:-}" 2>&1 |
      grep --line-buffered -v '^i  hosting: 127\.0\.0\.1 - - '
    status=${PIPESTATUS[0]}
    set -e
    exit "$status"
    ;;
  bench)
    # The fan-out benches send pushes to a sink on 127.0.0.1 (the test hooks, as for `test`).
    export STUDIO_TEST_HOOKS=1
    "${firebase[@]}" emulators:exec --only "$only" "node scripts/seed/run.mjs && node scripts/bench/run.mjs ${BENCH_ARGS:-}"
    ;;
  *)
    echo "usage: $0 start|dev|test|bench|reset-data [--fresh]" >&2
    exit 2
    ;;
esac

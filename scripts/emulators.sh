#!/usr/bin/env bash
# One entry point for everything that needs the emulator suite (DESIGN §2):
#   start  build already done; start auth+firestore+functions+hosting, seed, print the URL
#   dev    the same emulators plus the Vite dev server (HMR) proxying /api
#   test   run every test suite under `firebase emulators:exec`
#   bench  seed, then run the benchmarks under `firebase emulators:exec`
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/emulator-env.sh
source scripts/emulator-env.sh

mode="${1:-start}"
only="auth,firestore,functions,hosting"
firebase=(node node_modules/firebase-tools/lib/bin/firebase.js --project "$FIREBASE_PROJECT")

wait_for_emulators() {
  # The hub answers once every emulator is up; the functions emulator needs a moment more to load
  # the API, so wait for the API's health route as well.
  for _ in $(seq 1 180); do
    if curl -fsS -o /dev/null http://127.0.0.1:5000/api/health 2>/dev/null; then return 0; fi
    if ! kill -0 "$1" 2>/dev/null; then echo "The emulators stopped while starting; see the log above." >&2; return 1; fi
    sleep 1
  done
  echo "The emulators did not become ready within 3 minutes." >&2
  return 1
}

case "$mode" in
  start | dev)
    "${firebase[@]}" emulators:start --only "$only" &
    emulators=$!
    trap 'kill "$emulators" 2>/dev/null; wait "$emulators" 2>/dev/null' EXIT INT TERM
    wait_for_emulators "$emulators"
    node scripts/seed/run.mjs
    if [ "$mode" = dev ]; then
      npm run dev -w web -- --host 127.0.0.1 &
      url="http://127.0.0.1:5173"
    else
      url="http://127.0.0.1:5000"
    fi
    cat <<MSG

  Studio Admin is running at $url
  Sign in as admin@studio.test / studio-admin-demo (or staff@studio.test / studio-staff-demo).
  Press Ctrl+C to stop.

MSG
    wait "$emulators"
    ;;
  test)
    # Hosting logs every request; leave those lines out so the runner's report stays readable.
    set +e
    "${firebase[@]}" emulators:exec --only "$only" "npx vitest run ${TEST_ARGS:-}" 2>&1 |
      grep --line-buffered -v '^i  hosting: 127\.0\.0\.1 - - '
    status=${PIPESTATUS[0]}
    set -e
    exit "$status"
    ;;
  bench)
    "${firebase[@]}" emulators:exec --only "$only" "node scripts/seed/run.mjs && node scripts/bench/run.mjs"
    ;;
  *)
    echo "usage: $0 start|dev|test|bench" >&2
    exit 2
    ;;
esac

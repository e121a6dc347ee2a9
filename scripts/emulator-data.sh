#!/usr/bin/env bash
# Sourced by scripts/emulators.sh: the local database (Auth + Firestore) that `npm start` and
# `npm run dev` keep between runs, in $STUDIO_DATA_DIR (default .emulator-data/, gitignored).
#
#   current/   the snapshot the emulators import on start
#   next/      an autosave being swapped in (written whole by the hub, then renamed)
#   exit/      what --export-on-exit wrote when the emulators stopped
#   previous/  the snapshot being replaced, for the moment of the swap
#
# Every snapshot is complete when it appears (firebase-tools writes to a temporary folder and moves
# it into place), and a snapshot is only removed once a newer complete one is in place, so a crash
# at any moment leaves the last good copy; `data_promote` picks the newest on the next start.

STUDIO_DATA_DIR="${STUDIO_DATA_DIR:-.emulator-data}"
STUDIO_AUTOSAVE_SECONDS="${STUDIO_AUTOSAVE_SECONDS:-60}"

data_is_snapshot() {
  [ -f "$1/firebase-export-metadata.json" ]
}

# The newest complete snapshot among current, next, exit and previous (empty when there is none).
data_newest() {
  local best="" dir
  for dir in current next exit previous; do
    data_is_snapshot "$STUDIO_DATA_DIR/$dir" || continue
    if [ -z "$best" ] || [ "$STUDIO_DATA_DIR/$dir/firebase-export-metadata.json" -nt "$best/firebase-export-metadata.json" ]; then
      best="$STUDIO_DATA_DIR/$dir"
    fi
  done
  echo "$best"
}

# Makes current/ the newest complete snapshot, then removes the others.
data_promote() {
  local newest
  newest=$(data_newest)
  [ -n "$newest" ] || return 0
  if [ "$newest" != "$STUDIO_DATA_DIR/current" ]; then
    if [ -d "$STUDIO_DATA_DIR/current" ]; then
      rm -rf "$STUDIO_DATA_DIR/previous.old"
      if [ "$newest" = "$STUDIO_DATA_DIR/previous" ]; then
        mv "$STUDIO_DATA_DIR/current" "$STUDIO_DATA_DIR/previous.old"
      else
        rm -rf "$STUDIO_DATA_DIR/previous"
        mv "$STUDIO_DATA_DIR/current" "$STUDIO_DATA_DIR/previous"
      fi
    fi
    mv "$newest" "$STUDIO_DATA_DIR/current"
  fi
  rm -rf "$STUDIO_DATA_DIR/next" "$STUDIO_DATA_DIR/exit" "$STUDIO_DATA_DIR/previous" "$STUDIO_DATA_DIR/previous.old"
}

# Before the emulators start: settle any swap a crash interrupted, and drop half-written exports
# (firebase-tools writes them to firebase-export-* in the working folder before moving them).
data_prepare() {
  mkdir -p "$STUDIO_DATA_DIR"
  rm -rf firebase-export-*
  data_promote
}

data_reset() {
  if [ -d "$STUDIO_DATA_DIR" ]; then
    rm -rf "$STUDIO_DATA_DIR"
    echo "Removed the local data in $STUDIO_DATA_DIR/: the next start seeds the demo school afresh."
  else
    echo "There is no local data in $STUDIO_DATA_DIR/ yet."
  fi
}

# Runs in the background while the emulators run: every $STUDIO_AUTOSAVE_SECONDS, asks the hub to
# export into next/ and swaps it in. Stops when the process $2 (the script) is gone.
data_autosave_loop() {
  local hub="$1" parent="$2" target
  target="$(cd "$STUDIO_DATA_DIR" && pwd)/next"
  while sleep "$STUDIO_AUTOSAVE_SECONDS"; do
    kill -0 "$parent" 2>/dev/null || return 0
    if curl -fsS -o /dev/null --max-time 120 -X POST "http://$hub/_admin/export" \
      -H 'content-type: application/json' \
      -d "{\"path\":\"$target\",\"initiatedBy\":\"studio-admin-autosave\"}"; then
      data_promote
    else
      echo "studio-admin: autosave of the local data failed; the last good copy stays in $STUDIO_DATA_DIR/current." >&2
    fi
  done
}

#!/usr/bin/env bash
# Sourced by scripts/emulators.sh: prepares what firebase-tools needs to run the emulators on a
# machine with no internet. Exports JAVA_HOME/PATH for a Java 21+, and, when
# firebase-tools has no downloaded Firestore emulator, FIRESTORE_EMULATOR_BINARY_PATH pointing at a
# launcher jar over the Google Cloud CLI's copy of the emulator; likewise, without a downloaded
# Storage rules runtime, STORAGE_EMULATOR_BINARY_PATH pointing at ours, built over that same jar.

studio_fail() {
  echo "studio-admin: $*" >&2
  return 1
}

java_major() {
  # "openjdk version "25.0.1"" / "java version "1.8.0_x"" -> 25 / 1
  "$1" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1
}

find_java() {
  local candidates=()
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME/bin/java")
  command -v java >/dev/null 2>&1 && candidates+=("$(command -v java)")
  local dir
  for dir in /usr/lib/jvm/*; do
    [ -x "$dir/bin/java" ] && candidates+=("$dir/bin/java")
  done
  local java major
  for java in "${candidates[@]}"; do
    major=$(java_major "$java")
    if [ -n "$major" ] && [ "$major" -ge 21 ]; then
      JAVA_BIN="$java"
      return 0
    fi
  done
  return 1
}

if ! find_java; then
  studio_fail "firebase-tools needs Java 21 or newer and none was found (looked at JAVA_HOME, PATH and /usr/lib/jvm/*).
  Install one, for example: apt-get install openjdk-21-jre-headless (or a Temurin 21+ JDK),
  or point JAVA_HOME at it." || return 1
fi
JAVA_HOME=$(cd "$(dirname "$JAVA_BIN")/.." && pwd)
export JAVA_HOME
export PATH="$JAVA_HOME/bin:$PATH"

STUDIO_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/studio-admin"
GCLOUD_FIRESTORE_JAR="${GCLOUD_FIRESTORE_JAR:-/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar}"

# firebase-tools keeps the emulators it downloaded here; prefer that copy when it exists.
downloaded_jar=$(ls -1 "$HOME"/.cache/firebase/emulators/cloud-firestore-emulator-v*.jar 2>/dev/null | sort -V | tail -n 1 || true)

if [ -n "${FIRESTORE_EMULATOR_BINARY_PATH:-}" ]; then
  : # the developer chose one; respect it
elif [ -n "$downloaded_jar" ]; then
  : # firebase-tools finds its own download
elif [ -f "$GCLOUD_FIRESTORE_JAR" ]; then
  # The Cloud CLI jar has no Main-Class, so `java -jar` cannot start it. A manifest-only jar whose
  # Class-Path points at it can; it is made once and kept in the cache folder.
  launcher="$STUDIO_CACHE/firestore-emulator-launcher.jar"
  stamp="$STUDIO_CACHE/firestore-emulator-launcher.source"
  if [ ! -f "$launcher" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$GCLOUD_FIRESTORE_JAR" ]; then
    mkdir -p "$STUDIO_CACHE"
    work=$(mktemp -d)
    printf 'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file:%s\n' \
      "$GCLOUD_FIRESTORE_JAR" >"$work/manifest.txt"
    (cd "$work" && "$JAVA_HOME/bin/jar" cfm launcher.jar manifest.txt) ||
      { rm -rf "$work"; studio_fail "could not build the Firestore emulator launcher jar with $JAVA_HOME/bin/jar (a JDK, not only a JRE, is needed for this step)." || return 1; }
    mv "$work/launcher.jar" "$launcher"
    echo "$GCLOUD_FIRESTORE_JAR" >"$stamp"
    rm -rf "$work"
  fi
  export FIRESTORE_EMULATOR_BINARY_PATH="$launcher"
else
  studio_fail "no Firestore emulator is available and it cannot be downloaded offline.
  Install Google's Cloud CLI emulator package (apt-get install google-cloud-cli-firestore-emulator)
  or, on a machine with internet, run 'npx firebase setup:emulators:firestore' once." || return 1
fi

# The Storage emulator starts a rules runtime jar that firebase-tools downloads first; offline it
# cannot. Our own runtime (scripts/storage-rules-runtime, docs/decisions.md) speaks the same protocol with the
# rules compiler and evaluator inside the Cloud CLI's Firestore emulator jar. It is compiled once
# into the cache folder and again whenever its source or that jar changes (a hash of both).
find_jdk() {
  # The Java that runs the emulators may be a JRE; compiling needs a JDK 21+ (javac and jar).
  local dir
  for dir in "$JAVA_HOME" /usr/lib/jvm/*; do
    if [ -x "$dir/bin/javac" ] && [ -x "$dir/bin/jar" ] && [ "$(java_major "$dir/bin/java")" -ge 21 ] 2>/dev/null; then
      JDK_HOME="$dir"
      return 0
    fi
  done
  return 1
}
downloaded_rules_jar=$(ls -1 "$HOME"/.cache/firebase/emulators/cloud-storage-rules-runtime-v*.jar 2>/dev/null | sort -V | tail -n 1 || true)
storage_runtime_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/storage-rules-runtime"
if [ -n "${STORAGE_EMULATOR_BINARY_PATH:-}" ] || [ -n "$downloaded_rules_jar" ]; then
  : # the developer's choice, or firebase-tools finds its own download
elif [ -f "$GCLOUD_FIRESTORE_JAR" ] && find_jdk; then
  rules_jar="$STUDIO_CACHE/storage-rules-runtime.jar"
  rules_stamp="$STUDIO_CACHE/storage-rules-runtime.source"
  rules_hash=$({ cat "$storage_runtime_dir/StorageRulesRuntime.java"; echo "$GCLOUD_FIRESTORE_JAR"; } | sha256sum | cut -d' ' -f1)
  if [ ! -f "$rules_jar" ] || [ "$(cat "$rules_stamp" 2>/dev/null)" != "$rules_hash" ]; then
    mkdir -p "$STUDIO_CACHE"
    work=$(mktemp -d)
    printf 'Main-Class: StorageRulesRuntime\nClass-Path: file:%s\n' "$GCLOUD_FIRESTORE_JAR" >"$work/manifest.txt"
    mkdir "$work/classes"
    if "$JDK_HOME/bin/javac" --release 21 -nowarn -cp "$GCLOUD_FIRESTORE_JAR" -d "$work/classes" \
      "$storage_runtime_dir/StorageRulesRuntime.java" >"$work/javac.log" 2>&1 &&
      (cd "$work" && "$JDK_HOME/bin/jar" cfm runtime.jar manifest.txt -C classes .); then
      mv "$work/runtime.jar" "$rules_jar"
      echo "$rules_hash" >"$rules_stamp"
      rm -rf "$work"
    else
      cat "$work/javac.log" >&2
      rm -rf "$work"
      studio_fail "could not build the Storage rules runtime (scripts/storage-rules-runtime) with $JDK_HOME/bin/javac." || return 1
    fi
  fi
  export STORAGE_EMULATOR_BINARY_PATH="$rules_jar"
else
  studio_fail "no Storage rules runtime is available and it cannot be downloaded offline.
  It is built from scripts/storage-rules-runtime with a JDK 21+ (javac) and the Cloud CLI's
  Firestore emulator (apt-get install google-cloud-cli-firestore-emulator), or, on a machine with
  internet, run 'npx firebase setup:emulators:storage' once." || return 1
fi

# The functions emulator reads secrets from functions/.secret.local. The session secret for the
# emulator is generated per checkout so that no secret value is ever committed.
secret_file="$(dirname "${BASH_SOURCE[0]}")/../functions/.secret.local"
if [ ! -f "$secret_file" ]; then
  printf 'SESSION_SECRET=%s\n' "$(node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("hex"))')" >"$secret_file"
fi
# The Web Push (VAPID) key pair, made once per checkout like the session secret (a P-256 pair).
if ! grep -q '^VAPID_PRIVATE_KEY=' "$secret_file"; then
  node -e 'const e = require("crypto").createECDH("prime256v1"); e.generateKeys();
    const priv = Buffer.concat([Buffer.alloc(32), e.getPrivateKey()]).subarray(-32);
    process.stdout.write(`VAPID_PUBLIC_KEY=${e.getPublicKey().toString("base64url")}\nVAPID_PRIVATE_KEY=${priv.toString("base64url")}\n`);' >>"$secret_file"
fi

export FIREBASE_PROJECT="${FIREBASE_PROJECT:-demo-studio-admin}"
export GCLOUD_PROJECT="$FIREBASE_PROJECT"
# The emulator addresses come from the config; a test may point at another one. By default it is
# firebase.emulators.json, made from the production firebase.json with the emulator hosts added to
# Hosting's CSP (scripts/emulator-config.mjs), so the committed config never allows 127.0.0.1.
if [ -z "${STUDIO_FIREBASE_CONFIG:-}" ]; then
  node "$(dirname "${BASH_SOURCE[0]}")/emulator-config.mjs" firebase.json firebase.emulators.json
  STUDIO_FIREBASE_CONFIG=firebase.emulators.json
fi
export STUDIO_FIREBASE_CONFIG
emulator_address() {
  node -e 'const c = require(require("path").resolve(process.argv[1])).emulators[process.argv[2]];
    process.stdout.write(`${c.host}:${c.port}`);' "$STUDIO_FIREBASE_CONFIG" "$1"
}
FIRESTORE_EMULATOR_HOST=$(emulator_address firestore)
FIREBASE_AUTH_EMULATOR_HOST=$(emulator_address auth)
STUDIO_HUB_HOST=$(emulator_address hub)
export FIRESTORE_EMULATOR_HOST FIREBASE_AUTH_EMULATOR_HOST STUDIO_HUB_HOST
# Only a config that has the Storage emulator (tests/local-data/firebase.json does not).
if storage_host=$(emulator_address storage 2>/dev/null); then
  export FIREBASE_STORAGE_EMULATOR_HOST="$storage_host"
fi
# firebase-tools would otherwise try to reach the network for update checks and usage reporting.
export FIREBASE_CLI_DISABLE_UPDATE_CHECK=true
# firebase-tools gives the functions' code 10 s to load before it gives up on the whole API; a busy
# 2-core machine (CI running beside other work) was seen to need more. Seconds.
export FUNCTIONS_DISCOVERY_TIMEOUT="${FUNCTIONS_DISCOVERY_TIMEOUT:-60}"
export NO_UPDATE_NOTIFIER=1
export FIREBASE_CLI_EXPERIMENTS="${FIREBASE_CLI_EXPERIMENTS:-}"

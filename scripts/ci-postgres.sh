#!/usr/bin/env bash
# Runs the shop service suite (tests/server) against a real Postgres server instead of PGlite:
# installs Debian's postgresql when missing, starts a throwaway cluster on a free loopback port in a
# temp dir, points DATABASE_URL at it, runs vitest, and always stops the cluster afterwards.
#
#   scripts/ci-postgres.sh            # extra arguments go to vitest
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '[ci-postgres] %s\n' "$*" >&2; }

find_pg_bin() {
  # Newest installed major version; Debian keeps server binaries out of PATH.
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

PG_BIN="$(find_pg_bin)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  log "postgresql not installed; installing it with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  # Only refresh package lists when the install cannot find the package without it.
  if ! as_root apt-get install -y --no-install-recommends postgresql >/dev/null; then
    as_root apt-get update >/dev/null
    as_root apt-get install -y --no-install-recommends postgresql >/dev/null
  fi
  PG_BIN="$(find_pg_bin)"
fi
log "using $("$PG_BIN/postgres" --version)"

# initdb refuses to run as root: run the server as the postgres user when we are root.
if [ "$(id -u)" -eq 0 ]; then
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

WORK_DIR="$(mktemp -d -t bb-ci-postgres-XXXXXX)"
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$WORK_DIR"
PG_DATA="$WORK_DIR/data"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  local status=$?
  if [ -f "$PG_DATA/postmaster.pid" ]; then
    log "stopping the cluster"
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK_DIR"
  exit "$status"
}
trap cleanup EXIT INT TERM

log "initialising a throwaway cluster in $WORK_DIR"
as_pg "$PG_BIN/initdb" -D "$PG_DATA" -U postgres -A trust -E UTF8 --locale=C --no-sync >/dev/null

# fsync off: the cluster dies with this script, and tests run faster without flushes.
log "starting Postgres on 127.0.0.1:$PORT"
as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$WORK_DIR/postgres.log" -w -t 60 \
  -o "-p $PORT -k $WORK_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null \
  || { cat "$WORK_DIR/postgres.log" >&2; exit 1; }

as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres bb_service_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/bb_service_test"
log "DATABASE_URL=$DATABASE_URL"
log "running: npx vitest run --project node tests/server $*"

set +e
npx vitest run --project node tests/server "$@" 2>&1 | tee "$WORK_DIR/vitest.log"
VITEST_STATUS=${PIPESTATUS[0]}
set -e

echo
echo "== shop service suite on Postgres ($("$PG_BIN/postgres" --version | awk '{print $3}')) =="
# Strip colours so the summary reads the same in a terminal and a CI log.
sed 's/\x1b\[[0-9;]*m//g' "$WORK_DIR/vitest.log" | grep -E '^\s*(Test Files|Tests|Duration)\s' || true
exit "$VITEST_STATUS"

#!/bin/sh
# Makes a PostgreSQL hot standby of a primary with pg_basebackup and starts it (decision 023).
#
#   deploy/replica.sh PRIMARY_HOST PRIMARY_PORT DATA_DIR PORT [SLOT]
#
# PRIMARY_HOST/PORT: the primary, which must allow a replication connection from here for REPLICATION_USER
#   (default postgres) in pg_hba.conf (initdb's default allows it from 127.0.0.1) and has wal_level=replica
#   (PostgreSQL's default).
# DATA_DIR: an empty or missing directory for the standby; PORT: the port it listens on (127.0.0.1 unless
#   LISTEN_ADDRESSES says otherwise; its socket goes in DATA_DIR).
# SLOT: a physical replication slot created on the primary, so it keeps the WAL the standby has not received
#   yet while the standby is down. Drop it (SELECT pg_drop_replication_slot('SLOT')) when you retire the standby,
#   or the primary keeps WAL for it for ever.
# PG_BIN: PostgreSQL's programs (default: the newest /usr/lib/postgresql/N/bin). Run as root, the programs run as
#   the postgres user (the server refuses to run as root) and DATA_DIR is given to it.
set -eu

if [ $# -lt 4 ]; then
  sed -n '2,17p' "$0" >&2
  exit 2
fi
primary_host=$1
primary_port=$2
data_dir=$3
port=$4
slot=${5:-}
user=${REPLICATION_USER:-postgres}
listen=${LISTEN_ADDRESSES:-127.0.0.1}
bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
[ -x "$bin/pg_basebackup" ] || { echo "pg_basebackup not found (set PG_BIN)" >&2; exit 1; }

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

mkdir -p "$data_dir"
chmod 700 "$data_dir"
if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$data_dir"; fi

# -R writes standby.signal and primary_conninfo, so the copy starts as a standby streaming from the primary.
set -- -h "$primary_host" -p "$primary_port" -U "$user" -D "$data_dir" -R -X stream --checkpoint=fast --no-password
if [ -n "$slot" ]; then set -- "$@" -C -S "$slot"; fi
as_postgres "$bin/pg_basebackup" "$@"

as_postgres "$bin/pg_ctl" -D "$data_dir" -l "$data_dir/server.log" -w -t 60 \
  -o "-p $port -k $data_dir -c listen_addresses=$listen -c hot_standby=on" start
echo "Standby of $primary_host:$primary_port running on port $port (data in $data_dir)"

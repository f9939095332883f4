#!/usr/bin/env bash
# Prepares the search benchmark's PostgreSQL database: N generated cars (default 1,000,000) across about
# N/1,000 sites, plus the group site `bench-group` over about 50,000 searchable cars. Seeds only when the
# database does not already hold exactly N cars; the group site is replaced on every run.
#   bench/search/prepare.sh [N] [database URL, default postgres://postgres@127.0.0.1:5432/forecourt_bench]
set -euo pipefail
cd "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
cars=${1:-1000000}
url=${2:-postgres://postgres@127.0.0.1:5432/forecourt_bench}
server=${url%/*}
db=${url##*/}

if [ -z "$(psql "$server/postgres" -Atc "SELECT 1 FROM pg_database WHERE datname = '$db'")" ]; then
  psql "$server/postgres" -q -c "CREATE DATABASE \"$db\""
  echo "Created database $db."
fi
have=$(psql "$url" -Atc "SELECT count(*) FROM cars" 2>/dev/null || echo 0)
if [ "$have" != "$cars" ]; then
  echo "The database holds $have cars; seeding $cars (about 3.5 minutes per million)…"
  DATABASE_URL="$url" node --max-semi-space-size=64 --import tsx scripts/seed.ts --cars "$cars" --reset 2>&1 | grep -vE '^npm warn|\[#*-*\]'
else
  echo "The database already holds $cars cars; not seeding."
fi
DATABASE_URL="$url" npx tsx bench/search/seed-group-site.ts 2>&1 | grep -v '^npm warn'
psql "$url" -q -c "VACUUM ANALYZE"
psql "$url" -Atc "SELECT format('%s sites, %s cars, database size %s', (SELECT count(*) FROM sites), (SELECT count(*) FROM cars), pg_size_pretty(pg_database_size(current_database())))"

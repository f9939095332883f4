#!/usr/bin/env bash
# Times seeding N cars (default 1,000,000) into a throwaway PostgreSQL database, with peak memory.
# Prints figures; asserts nothing.   bench/seed.sh [N] [server URL, default postgres://postgres@127.0.0.1:5432]
set -euo pipefail
cd "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
cars=${1:-1000000}
server=${2:-postgres://postgres@127.0.0.1:5432}
db="forecourt_bench_seed_$$"
psql "$server/postgres" -q -c "CREATE DATABASE $db"
trap 'psql "$server/postgres" -q -c "DROP DATABASE IF EXISTS $db WITH (FORCE)"' EXIT
/usr/bin/time -f 'peak memory of the seeding process: %M KB, wall %e s' \
  env DATABASE_URL="$server/$db" node --max-semi-space-size=64 --import tsx scripts/seed.ts --cars "$cars" 2>&1 | grep -vE '^npm warn|\[#*-*\]'
psql "$server/$db" -Atc "SELECT 'database size: ' || pg_size_pretty(pg_database_size(current_database()))"

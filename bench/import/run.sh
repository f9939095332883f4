#!/usr/bin/env bash
# The stock import benchmark (issue 15): a generated CSV of N cars (default 100,000; 1% bad rows) imported
# into a throwaway PostgreSQL database three times: the first import, a re-import of the same file, and
# a file with 10% of its cars changed. Prints each import's summary, wall time, the importing process's
# peak memory and the load average before and after. Asserts nothing.
#   bench/import/run.sh [N] [server URL, default postgres://postgres@127.0.0.1:5432]
set -euo pipefail
cd "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
rows=${1:-100000}
server=${2:-postgres://postgres@127.0.0.1:5432}
db="forecourt_bench_import_$$"
feeds=$(mktemp -d)
psql "$server/postgres" -q -c "CREATE DATABASE $db"
trap 'psql "$server/postgres" -q -c "DROP DATABASE IF EXISTS $db WITH (FORCE)"; rm -rf "$feeds"' EXIT
export DATABASE_URL="$server/$db"

echo "Preparing: the demo dealerships without cars, and the feeds ($rows rows)…"
npx tsx scripts/seed.ts --cars 0 > /dev/null
npx tsx bench/import/generate-feed.ts --dealership harbour-toyota --location harbour-toyota-broadmeadow --rows "$rows" --out "$feeds"
ls -l "$feeds"

run() {
  echo
  echo "== $1 =="
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  /usr/bin/time -f 'wall %e s, peak memory of the importing process %M KB' \
    node --max-semi-space-size=64 --import tsx scripts/import.ts --dealership harbour-toyota "$2" 2>&1 | grep -vE '^npm warn|\[#*-*\]'
  echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
}

run "first import" "$feeds/first.csv"
run "re-import of the same file" "$feeds/first.csv"
run "10% of the cars changed" "$feeds/changed.csv"
psql "$DATABASE_URL" -Atc "SELECT 'cars: ' || count(*) || ', stock version of harbour-toyota: ' || (SELECT version FROM stock_versions v JOIN dealerships d ON d.id = v.dealership_id WHERE d.slug = 'harbour-toyota') FROM cars"

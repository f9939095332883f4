#!/usr/bin/env bash
# Times the README's quick start on a fresh clone of this repository: `npm install && npm start`
# until http://localhost:$PORT/ answers 200. Prints figures; asserts nothing.
#   bench/quick-start.sh            (PORT=3500 by default, so it can run beside a dev server)
set -euo pipefail
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
port=${PORT:-3500}
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; pkill -f "next start -p $port" 2>/dev/null || true; rm -rf "$work"' EXIT
git clone -q "$repo" "$work/app"
cd "$work/app"
start=$(date +%s.%N)
npm install --no-audit --no-fund >"$work/install.log" 2>&1
installed=$(date +%s.%N)
PORT=$port npm start >"$work/start.log" 2>&1 &
server=$!
until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$port/" || true)" = "200" ]; do
  kill -0 "$server" 2>/dev/null || { tail -20 "$work/start.log"; exit 1; }
  sleep 0.5
done
served=$(date +%s.%N)
printf 'npm install            %6.1f s (npm cache as this machine has it)\n' "$(echo "$installed - $start" | bc)"
printf 'npm start → first 200  %6.1f s (build, migrate, seed, serve)\n' "$(echo "$served - $installed" | bc)"
printf 'total                  %6.1f s\n' "$(echo "$served - $start" | bc)"
grep -E "Seeded|Database ready" "$work/start.log" || true

/**
 * `npm start`: builds the production app when the build is missing or older than its sources,
 * then runs `next start` on PORT (default 3000). The app migrates and seeds its own database at
 * start-up (src/instrumentation.ts), so this script never touches the database.
 */
import { ensureProductionBuild, runNext } from "./production-build";

const built = await ensureProductionBuild();
if (built !== 0) process.exit(built);

const port = process.env.PORT || "3000";
// Node closes an idle connection after 5 s by default, racing a client that sends on it just then (ECONNRESET).
// Clients served directly (no balancer in front) keep connections for longer; behind nginx, its 4 s wins.
const KEEP_ALIVE_MS = "65000";
process.exit(await runNext(["start", "--port", port, "--keepAliveTimeout", KEEP_ALIVE_MS]));

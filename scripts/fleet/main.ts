/**
 * `npm run fleet`: builds the app if needed, then runs nginx, 3 app nodes, a lead worker and a PostgreSQL
 * primary with a hot standby on this machine (scripts/fleet/fleet.ts), prints where each is, and stops them all
 * on Ctrl-C. FLEET_PORT (balancer, default 3000), FLEET_BASE_PORT (default 3100; nodes +11…, primary +21,
 * standby +22, worker metrics +31), FLEET_NODES (3), DEMO_CARS (3000), FLEET_KEEP=1 keeps logs and data.
 */
import { ensureProductionBuild } from "../production-build";
import { startFleet } from "./fleet";

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number (got ${process.env[name]})`);
  return value;
};

const built = await ensureProductionBuild();
if (built !== 0) process.exit(built);

const balancerPort = number("FLEET_PORT", 3000);
const fleet = await startFleet({
  balancerPort,
  basePort: number("FLEET_BASE_PORT", 3100),
  nodes: Math.min(number("FLEET_NODES", 3), 9),
  demoCars: number("DEMO_CARS", 3000),
  keep: process.env.FLEET_KEEP === "1",
  onProgress: (message) => console.log(`> ${message}`),
});

const token = fleet.metricsToken;
console.log(`
Forecourt fleet running (Ctrl-C stops it all)
  Balancer   http://localhost:${balancerPort}  e.g. http://harbour-toyota.localhost:${balancerPort}, http://metro-motor-group.localhost:${balancerPort}
${fleet.nodes.map((node, i) => `  ${node.name.padEnd(10)} http://127.0.0.1:${fleet.nodePorts[i]}  pid ${node.pid()}  (/api/health/ready, /metrics)`).join("\n")}
  worker     pid ${fleet.worker.pid()}  metrics http://127.0.0.1:${fleet.workerMetricsPort}/metrics
  Metrics    curl -H 'Authorization: Bearer ${token}' http://127.0.0.1:${fleet.nodePorts[0]}/metrics   (or http://localhost:${balancerPort}/metrics from this machine)
  Primary    ${fleet.primary.url}
  Standby    ${fleet.replica.url}
  Logs       ${fleet.dir}/logs (nginx's JSON access log: ${fleet.dir}/nginx/nginx-access.log)
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("\n> Stopping the fleet…");
  await fleet.stop();
  console.log(process.env.FLEET_KEEP === "1" ? `> Stopped; logs and data kept in ${fleet.dir}` : "> Stopped");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

import { getDatabase, readReplicaUp } from "@/db/connection";
import { outboxBacklog } from "@/db/queries/lead-deliveries";
import { metrics } from "./metrics";
import { observeRequests } from "./request-observer";

/** An app node's metrics: every request timed and logged; the outbox (from the primary) and the replica's state read at scrape time. */
export function installAppMetrics(): void {
  observeRequests();
  metrics().sources.outbox = async () => outboxBacklog((await getDatabase()).db);
  metrics().sources.readReplicaUp = readReplicaUp;
}

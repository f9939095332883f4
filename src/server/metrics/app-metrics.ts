import { getDatabase } from "@/db/connection";
import { outboxBacklog } from "@/db/queries/lead-deliveries";
import { metrics } from "./metrics";
import { observeRequests } from "./request-observer";

/** An app node's metrics: every request timed and logged, and the outbox read (from the primary) at scrape time. */
export function installAppMetrics(): void {
  observeRequests();
  metrics().sources.outbox = async () => outboxBacklog((await getDatabase()).db);
}

import type { Database } from "@/db/client";
import { claimDueDeliveries, markDeliveryDelivered, markDeliveryFailed, releaseDeliveries, type ClaimedDelivery } from "@/db/queries/lead-deliveries";
import { DEFAULT_RETRY_POLICY, nextRetryAt } from "@/domain/leads/delivery-schedule";
import { metrics } from "@/server/metrics/metrics";
import { createEmailSender, type EmailSender } from "./email-sender";
import type { LeadSettings } from "./lead-settings";
import { sendWebhook } from "./webhook-sender";

export type LeadDeliveryWorker = {
  /** Looks for due deliveries now instead of at the next poll (called after a lead is stored). */
  wake(): void;
  /** Claims and sends one batch; resolves to how many were claimed. */
  drainOnce(): Promise<number>;
  /**
   * Claims nothing more and waits for the sends in flight, for at most `boundMs`; deliveries still
   * unfinished then are released (due again at once for another worker) instead of waiting out their lease.
   */
  stop(boundMs?: number): Promise<void>;
};

export type WorkerOptions = {
  getDb: () => Promise<Database>;
  settings: Pick<LeadSettings, "smtpUrl" | "mailFrom" | "outboxDir" | "pollMs" | "leaseMs" | "retryBaseMs" | "webhookTimeoutMs">;
  emailSender?: EmailSender;
  log?: Pick<Console, "warn" | "error">;
  /** Other outbox work drained in the same loop with the same e-mail sender (reservation jobs, text messages); each resolves to how many it claimed. */
  moreJobs?: readonly ((db: Database, sender: EmailSender) => Promise<number>)[];
};

const BATCH = 10;
const MAX_IDLE_BACKOFF_MS = 5_000;

/**
 * Drains the lead outbox (decision 005): claim due rows, send, record the outcome. Failures are
 * retried with exponential backoff for at least 72 hours. While the database is unreachable it keeps
 * polling with a growing pause; nothing is lost because the outbox is the source of truth.
 */
export function startLeadDeliveryWorker(options: WorkerOptions): LeadDeliveryWorker {
  const { settings } = options;
  const log = options.log ?? console;
  const sender = options.emailSender ?? createEmailSender({ smtpUrl: settings.smtpUrl, from: settings.mailFrom, outboxDir: settings.outboxDir });
  const policy = { ...DEFAULT_RETRY_POLICY, baseMs: settings.retryBaseMs };
  let running = true;
  let wakeUp: (() => void) | undefined;
  let pendingWake = false;
  /** Claimed and not yet recorded as delivered or failed. */
  const inFlight = new Set<string>();

  async function deliver(db: Database, delivery: ClaimedDelivery): Promise<void> {
    try {
      await send(db, delivery);
    } finally {
      inFlight.delete(delivery.id);
    }
  }

  async function send(db: Database, delivery: ClaimedDelivery): Promise<void> {
    try {
      if (delivery.channel === "email") await sender.send(delivery);
      else await sendWebhook(delivery, { timeoutMs: settings.webhookTimeoutMs });
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      const retryAt = nextRetryAt(policy, delivery.attempts, delivery.queuedAt, new Date(), Math.random());
      metrics().leadDeliveryFailures.inc({ channel: delivery.channel, final: String(retryAt === null) });
      if (!retryAt) log.error(`Lead delivery ${delivery.id} (${delivery.channel}) gave up after ${delivery.attempts} attempts: ${reason}`);
      await markDeliveryFailed(db, delivery.id, reason, retryAt);
      return;
    }
    metrics().leadDeliveries.inc({ channel: delivery.channel });
    // If this write fails the lease runs out and the message is sent again with the same delivery id.
    await markDeliveryDelivered(db, delivery.id);
  }

  async function drainOnce(): Promise<number> {
    const db = await options.getDb();
    const claimed = await claimDueDeliveries(db, BATCH, settings.leaseMs);
    for (const delivery of claimed) inFlight.add(delivery.id);
    const outcomes = await Promise.allSettled(claimed.map((delivery) => deliver(db, delivery)));
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
    if (failed) throw failed.reason;
    let busiest = claimed.length;
    for (const job of options.moreJobs ?? []) busiest = Math.max(busiest, await job(db, sender));
    return busiest;
  }

  function pause(ms: number): Promise<void> {
    if (pendingWake) {
      pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  const loop = (async () => {
    let errors = 0;
    while (running) {
      let claimed = 0;
      try {
        claimed = await drainOnce();
        if (errors > 0) log.warn(`Lead delivery worker recovered after ${errors} failed polls`);
        errors = 0;
      } catch (failure) {
        if (errors === 0) log.warn(`Lead delivery worker: ${failure instanceof Error ? failure.message : String(failure)} (retrying)`);
        errors += 1;
      }
      if (claimed === BATCH && errors === 0) continue;
      await pause(errors > 0 ? Math.min(MAX_IDLE_BACKOFF_MS, settings.pollMs * 2 ** Math.min(errors, 10)) : settings.pollMs);
      wakeUp = undefined;
    }
  })();

  return {
    wake() {
      if (wakeUp) wakeUp();
      else pendingWake = true;
    },
    drainOnce,
    async stop(boundMs = Number.POSITIVE_INFINITY) {
      running = false;
      wakeUp?.();
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<"out of time">((resolve) => {
        if (Number.isFinite(boundMs)) timer = setTimeout(() => resolve("out of time"), boundMs);
      });
      const outcome = await Promise.race([loop, outOfTime]);
      clearTimeout(timer);
      if (outcome === "out of time" && inFlight.size > 0) {
        const unfinished = [...inFlight];
        log.warn(`Lead delivery worker stopping with ${unfinished.length} sends unfinished; released for another worker`);
        await releaseDeliveries(await options.getDb(), unfinished);
      }
      sender.close();
    },
  };
}

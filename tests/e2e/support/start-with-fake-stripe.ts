/**
 * The e2e web server (playwright.config.ts): a fake of Stripe's API on an ephemeral port, then the production
 * app (scripts/start.ts) told to take deposits through it on one demo site only (southern-cross-auto), so every other
 * site keeps the demo default, "no provider". The fake's Pay button sends its signed webhook to the app on the
 * host of the session's success URL, as Stripe would to the endpoint configured for that site.
 */
import { spawn } from "node:child_process";
import { request } from "node:http";
import { FakeStripe } from "../../support/fake-stripe";

export const E2E_STRIPE_SITE = "southern-cross-auto";

const port = Number(process.env.PORT ?? 3100);
const fake = new FakeStripe();

function postWebhook(payload: string, signature: string, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const call = request(
      { host: "127.0.0.1", port, path: "/api/payments/stripe-webhook", method: "POST", headers: { host, "content-type": "application/json", "stripe-signature": signature } },
      (response) => {
        response.resume();
        response.on("end", () => ((response.statusCode ?? 500) < 300 ? resolve() : reject(new Error(`Webhook answered ${response.statusCode}`))));
      },
    );
    call.on("error", reject);
    call.end(payload);
  });
}

async function main() {
  await fake.start();
  fake.webhookTarget = async (payload, signature) => {
    const session = (JSON.parse(payload) as { data: { object: { success_url: string } } }).data.object;
    await postWebhook(payload, signature, new URL(session.success_url).host);
  };
  console.log(`Fake Stripe API at ${fake.origin}`);
  const app = spawn("npx", ["tsx", "scripts/start.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PAYMENT_PROVIDER: "stripe",
      PAYMENT_SITES: E2E_STRIPE_SITE,
      STRIPE_SECRET_KEY: "sk_test_forecourte2e",
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.origin,
    },
  });
  const stop = (signal: NodeJS.Signals) => app.kill(signal);
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  app.on("exit", async (code) => {
    await fake.stop();
    process.exit(code ?? 0);
  });
}

void main();

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FakeTwilio } from "../../../tests/support/fake-twilio";
import { PermanentSmsError } from "./sms-sender";
import { createTwilioSmsSender, type TwilioSettings } from "./twilio-sms-sender";

const fake = new FakeTwilio();
let settings: TwilioSettings;
const message = { id: "7d0c2f7e-0000-4000-8000-000000000001", to: "+61491570156", body: "042917 is your code" };

beforeAll(async () => {
  await fake.start();
  settings = { accountSid: fake.accountSid, authToken: fake.authToken, from: "Forecourt", apiBase: fake.origin, timeoutMs: 500 };
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.messages.length = 0;
  fake.failNext = [];
  fake.hangNext = 0;
});

describe("the Twilio-style SMS adapter, against a local fake of the REST API", () => {
  it("posts the message with basic auth and answers the provider's message id", async () => {
    const { providerId } = await createTwilioSmsSender(settings).send(message);
    expect(fake.messages).toEqual([{ sid: providerId, to: message.to, from: "Forecourt", messagingServiceSid: null, body: message.body }]);
    expect(providerId).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it("sends from a messaging service when one is configured", async () => {
    const messagingServiceSid = `MG${"1b".repeat(16)}`;
    await createTwilioSmsSender({ ...settings, from: undefined, messagingServiceSid }).send(message);
    expect(fake.messages[0]).toMatchObject({ from: null, messagingServiceSid });
  });

  it("treats a refused number as permanent, so it is not retried", async () => {
    await expect(createTwilioSmsSender(settings).send({ ...message, to: "0491570156" })).rejects.toThrow(PermanentSmsError);
    await expect(createTwilioSmsSender(settings).send({ ...message, to: "0491570156" })).rejects.toThrow(/400 \(error 21211\)/);
  });

  it("treats wrong credentials as permanent", async () => {
    await expect(createTwilioSmsSender({ ...settings, authToken: "0".repeat(32) }).send(message)).rejects.toThrow(PermanentSmsError);
  });

  it.each([500, 503, 429])("treats a %d as worth retrying", async (status) => {
    fake.failNext = [status];
    const failure = await createTwilioSmsSender(settings).send(message).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PermanentSmsError);
    expect(fake.messages).toHaveLength(0);
  });

  it("gives up on an answer that does not come in time, as a failure worth retrying", async () => {
    fake.hangNext = 1;
    const failure = await createTwilioSmsSender(settings).send(message).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PermanentSmsError);
  });
});

import { expect } from "@playwright/test";
import { deliveredLeadEmails } from "./lead-outbox";

const CONFIRMATION_LINK = /^http:\/\/\S+\/my-garage\/confirm-email\/[\w-]{32}$/m;

/** The link in the e-mail that confirms `address` for alerts, as its reader finds it in the development outbox (waits for the worker). */
export async function confirmationLinkEmailedTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [message] = await deliveredLeadEmails(`To: ${address}`);
      // Quoted-printable wraps the link's long line with a soft break ("=" at the end of the line).
      link = message?.replace(/=\r?\n/g, "").match(CONFIRMATION_LINK)?.[0];
      return link;
    }, { timeout: 20_000, message: `a confirmation link e-mailed to ${address}` })
    .toBeTruthy();
  return link!;
}

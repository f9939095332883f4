import type { Database } from "../client";
import { emailMessages } from "../schema";

/** Queues a workspace e-mail to a staff member (no site: decision 030), sent by the delivery worker like shoppers' e-mails. */
export async function queueStaffEmail(db: Database, email: { recipient: string; subject: string; body: string; kind: string }): Promise<string> {
  const [row] = await db.insert(emailMessages).values({ ...email, siteId: null }).returning({ id: emailMessages.id });
  return row!.id;
}

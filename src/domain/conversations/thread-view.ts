import type { MessagePart } from "./message-links";

/** A thread's message as the enquiry's status page shows it: who wrote it, when on the site's clock, its text in safe parts. */
export type ThreadMessageView = { id: string; fromShopper: boolean; author: string; at: string; parts: MessagePart[] };

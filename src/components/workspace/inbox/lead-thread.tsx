import { MessageText } from "@/components/conversations/message-text";
import type { MessagePart } from "@/domain/conversations/message-links";

export type LeadThreadMessage = { id: string; fromShopper: boolean; author: string; at: string; parts: MessagePart[] };

/** The lead's conversation, oldest first: the shopper's words as text, only http(s) addresses as links (`messageParts`). */
export function LeadThread({ messages }: { messages: readonly LeadThreadMessage[] }) {
  if (messages.length === 0) return <p className="text-ink-muted">No messages yet. Your reply starts the conversation.</p>;
  return (
    <ol className="grid gap-3" data-testid="lead-thread">
      {messages.map((m) => (
        <li key={m.id} className={`max-w-[90%] rounded-card border border-line bg-white p-3 ${m.fromShopper ? "justify-self-start border-l-4 border-l-brand-primary" : "justify-self-end"}`}>
          <p className="text-sm font-semibold">{m.author} <span className="font-normal text-ink-muted">· {m.at}</span></p>
          <div className="mt-1"><MessageText parts={m.parts} /></div>
        </li>
      ))}
    </ol>
  );
}

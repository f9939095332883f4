import type { ThreadMessageView } from "@/domain/conversations/thread-view";
import { MessageText } from "./message-text";

/** The enquiry's conversation, oldest first: the dealer's replies and the shopper's answers, told apart by side and name. */
export function EnquiryThread({ messages }: { messages: readonly ThreadMessageView[] }) {
  if (messages.length === 0) return <p className="text-ink-muted">No messages yet. The dealer&apos;s reply will appear here, and you can write to them below.</p>;
  return (
    <ol className="grid gap-3">
      {messages.map((message) => (
        <li key={message.id} className={`max-w-[85%] rounded-card border p-3 bg-white ${message.fromShopper ? "justify-self-end border-line border-l-4 border-l-brand-primary" : "justify-self-start border-line"}`}>
          <p className="text-sm font-semibold">
            {message.author} <span className="font-normal text-ink-muted">· {message.at}</span>
          </p>
          <div className="mt-1">
            <MessageText parts={message.parts} />
          </div>
        </li>
      ))}
    </ol>
  );
}

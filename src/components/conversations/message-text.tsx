import type { MessagePart } from "@/domain/conversations/message-links";

/** A message's words as text, its http(s) addresses as links that open apart from this page (`messageParts` decides which). */
export function MessageText({ parts }: { parts: readonly MessagePart[] }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, i) =>
        part.kind === "link" ? (
          <a key={i} href={part.href} rel="noopener noreferrer nofollow ugc" target="_blank" className="text-link underline">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** The dealership's "Usually replies within …" line beside its enquiry forms (issue 33 B9); nothing while it has no figure. */
export function TypicalReplyNote({ text, className = "" }: { text: string | null | undefined; className?: string }) {
  return text ? <p className={`text-sm text-ink-muted ${className}`.trim()}>{text}</p> : null;
}

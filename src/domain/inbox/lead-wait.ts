/** How a lead's wait for its first answer reads in the inbox (the specification gives no texts for the inbox). */
export type LeadWait = { answered: boolean; text: string };

/** A span in words a salesperson reads at a glance: under a minute, minutes, hours and minutes, then days. */
export function durationText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/**
 * "Waiting 12 min" while nobody has answered, "Answered in 5 min" once someone has: wall-clock time from the
 * lead's arrival (a repeat joins its first lead, so the first arrival counts). Opening-hours time is the reports'.
 */
export function leadWait(receivedAt: Date, firstAnsweredAt: Date | null, now: Date): LeadWait {
  if (firstAnsweredAt) return { answered: true, text: `Answered in ${durationText(firstAnsweredAt.getTime() - receivedAt.getTime())}` };
  return { answered: false, text: `Waiting ${durationText(now.getTime() - receivedAt.getTime())}` };
}

/** What a dealership's managers are told when routing could not leave a lead with someone (issue 33: "the manager is told"). */
export type ManagerNotice =
  | { kind: "reassigned"; fromName: string; toName: string; minutes: number }
  | { kind: "not_reassigned"; assigneeName: string; minutes: number }
  | { kind: "nobody_on_shift" };

export type NoticeLead = { shopperName: string; dealershipName: string; leadUrl: string };

/** The e-mail a manager gets. The specification gives no texts for the inbox; the shopper's name is plain text. */
export function managerNoticeEmail(notice: ManagerNotice, lead: NoticeLead): { subject: string; body: string } {
  const minutes = (n: number) => `${n} ${n === 1 ? "minute" : "minutes"} of opening hours`;
  const what =
    notice.kind === "reassigned" ? `${notice.fromName} had not answered it after ${minutes(notice.minutes)}, so it was given to ${notice.toName}.`
    : notice.kind === "not_reassigned" ? `${notice.assigneeName} has not answered it after ${minutes(notice.minutes)}, and nobody else is on shift to take it.`
    : "It arrived while the location is open, but no salesperson is on shift: any salesperson can claim it.";
  const subject = notice.kind === "reassigned" ? `Lead reassigned: ${lead.shopperName}` : `Lead waiting: ${lead.shopperName}`;
  return { subject: `${subject} (${lead.dealershipName})`, body: `A lead from ${lead.shopperName} at ${lead.dealershipName} needs you.\n\n${what}\n\nOpen the lead: ${lead.leadUrl}\n` };
}

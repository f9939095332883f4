/** A lead's page on the workspace host, the one address the inbox, the audit log, notices and actions link to. */
export const workspaceLeadPath = (leadId: string): string => `/leads/${encodeURIComponent(leadId)}`;

/** The channel new leads are announced on, by the trigger of migration 0020. */
export const LEADS_CHANNEL = "forecourt_leads";

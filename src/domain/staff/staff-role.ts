import { z } from "zod";

export const STAFF_ROLES = ["owner", "manager", "salesperson", "marketing"] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: "Choose a role." });
export type StaffRole = z.infer<typeof staffRoleSchema>;

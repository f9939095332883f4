import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, leads, staffUsers } from "../schema";
import type { LeadForm } from "@/domain/leads/lead-form-schema";
import type { StoredLeadPayload } from "@/domain/leads/lead-record";
import type { LeadStatus, LostReason } from "@/domain/inbox/lead-status";
import type { PricedCar } from "@/domain/pricing/price-display";
import { leadsInReach, type LeadReacher } from "./inbox-reach";

/** Where the car a lead is about stands now: on sale, sold, reserved, hidden from the sites, or gone from stock. */
export type LeadCarState = "in_stock" | "coming_soon" | "reserved" | "sold" | "hidden" | "removed";

export type LeadPageCar = PricedCar & { id: number; slug: string; name: string; stocknum: string; vin: string | null; carType: string; state: LeadCarState };

export type LeadPageLead = {
  id: string;
  siteId: number;
  dealership: { id: number; name: string };
  form: LeadForm;
  category: string;
  status: LeadStatus;
  lostReason: LostReason | null;
  assignee: { id: number; name: string } | null;
  firstAnsweredAt: Date | null;
  routeWaitsUntil: Date | null;
  receivedAt: Date;
  receivedCount: number;
  lastReceivedAt: Date | null;
  shopper: { name: string; email: string | null; phone: string | null; phoneE164: string | null; postcode: string | null };
  payload: StoredLeadPayload;
  /** The car as it is now, or null when the lead names none or it has left the stock since. */
  car: LeadPageCar | null;
  suspectedSpam: boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function carState(car: { status: string; reserved: boolean; showOnDealerWebsite: boolean }): LeadCarState {
  if (car.status === "sold") return "sold";
  if (!car.showOnDealerWebsite || (car.status !== "in_stock" && car.status !== "coming_soon")) return "hidden";
  return car.reserved ? "reserved" : (car.status as "in_stock" | "coming_soon");
}

/**
 * A lead of the staff member's dealerships, for its page: the first lead of its group (a repeat's address shows the
 * lead it joined), with the car as it is now. Null for an id that is not one, a lead outside the scope, test
 * traffic, or one the role may not work on (a salesperson's colleague's lead; marketing sees none).
 */
export async function findLeadInScope(db: Database, staff: LeadReacher, leadId: string): Promise<LeadPageLead | null> {
  if (!UUID.test(leadId)) return null;
  const [row] = await db
    .select({
      id: leads.id, siteId: leads.siteId, dealershipId: leads.dealershipId, dealershipName: dealerships.name, form: leads.form, category: leads.category,
      status: leads.status, lostReason: leads.lostReason, assigneeId: leads.assigneeStaffId, assigneeName: staffUsers.name,
      firstAnsweredAt: leads.firstAnsweredAt, routeWaitsUntil: leads.routeWaitsUntil, receivedAt: leads.createdAt, receivedCount: leads.receivedCount, lastReceivedAt: leads.lastReceivedAt, repeatOf: leads.repeatOf,
      name: leads.name, lastName: leads.lastName, email: leads.email, phone: leads.phone, phoneE164: leads.phoneE164, postcode: leads.postcode,
      payload: leads.payload, suspectedSpam: leads.suspectedSpam,
      car: {
        id: cars.id, slug: cars.slug, name: cars.name, stocknum: cars.stocknum, vin: cars.vin, carType: cars.carType, status: cars.status, reserved: cars.reserved,
        showOnDealerWebsite: cars.showOnDealerWebsite, price: cars.price, beforePrice: cars.beforePrice, subscriptionPrice: cars.subscriptionPrice, preorder: cars.preorder,
      },
    })
    .from(leads)
    .innerJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assigneeStaffId))
    .where(and(eq(leads.id, leadId), leadsInReach(staff), eq(leads.testTraffic, false)))
    .limit(1);
  if (!row) return null;
  if (row.repeatOf) return findLeadInScope(db, staff, row.repeatOf);
  const { car, assigneeId, assigneeName } = row;
  return {
    id: row.id, siteId: row.siteId, category: row.category, receivedAt: row.receivedAt, receivedCount: row.receivedCount, lastReceivedAt: row.lastReceivedAt,
    firstAnsweredAt: row.firstAnsweredAt, routeWaitsUntil: row.routeWaitsUntil, suspectedSpam: row.suspectedSpam,
    form: row.form as LeadForm,
    status: row.status as LeadStatus,
    lostReason: row.lostReason as LostReason | null,
    assignee: assigneeId !== null && assigneeName !== null ? { id: assigneeId, name: assigneeName } : null,
    payload: row.payload as StoredLeadPayload,
    dealership: { id: row.dealershipId, name: row.dealershipName },
    shopper: { name: [row.name, row.lastName].filter(Boolean).join(" "), email: row.email, phone: row.phone, phoneE164: row.phoneE164, postcode: row.postcode },
    car: car && {
      id: car.id, slug: car.slug, name: car.name, stocknum: car.stocknum, vin: car.vin, carType: car.carType,
      price: car.price, beforePrice: car.beforePrice, subscriptionPrice: car.subscriptionPrice, preorder: car.preorder, state: carState(car),
    },
  };
}

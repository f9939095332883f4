import type { DealerLeadInbox, LeadDeliveryState } from "@/db/queries/dealer-leads";
import type { LeadRecord } from "@/domain/leads/lead-record";

/**
 * A lead as CRMs receive it, from `GET /api/dealer/leads` and in webhook bodies (docs/api.md). The pull API adds its
 * deliveries and its inbox state (a webhook pushes a lead as it arrives, before anyone has it).
 */
export function toDealerLeadJson(lead: LeadRecord, deliveries?: LeadDeliveryState[], inbox?: DealerLeadInbox) {
  const p = lead.payload;
  const car = p.vehicle;
  return {
    id: lead.id,
    created_at: lead.createdAt.toISOString(),
    site: lead.siteSlug,
    dealership_id: lead.dealershipId,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory,
    event_id: lead.eventId,
    status: lead.status,
    suspected_spam: lead.suspectedSpam,
    spam_reason: lead.spamReason,
    ...(inbox ? { lost_reason: inbox.lostReason, assignee: inbox.assignee } : {}),
    received_count: lead.receivedCount,
    last_received_at: lead.lastReceivedAt?.toISOString() ?? null,
    customer: { name: p.name, last_name: p.last_name, email: p.email, phone: p.phone, postcode: p.postcode, preferred_contact: p.PreferredContactMethod, opt_in: p.opt_in },
    message: p.message ?? null,
    car: car ? { id: car.id, year: car.year, make: car.make, model: car.model, badge: car.badge, stocknum: car.stocknum, vin: car.vin, price: car.price, km: car.km, car_type: car.carType } : null,
    offer: p.offer ? { id: p.offer.id, name: p.offer.name, category: p.offer.category, manufacturer: p.offer.manufacturer, model: p.offer.model, ends_on: p.offer.endsOn } : null,
    model: p.model ? { id: p.model.id, make: p.model.make, name: p.model.name } : null,
    fields: p,
    ...(deliveries ? { deliveries: deliveries.map((d) => ({ id: d.id, channel: d.channel, repeat_digest: d.repeatDigest, status: d.status, attempts: d.attempts, delivered_at: d.deliveredAt?.toISOString() ?? null, last_error: d.lastError })) } : {}),
    adf: lead.adf,
  };
}

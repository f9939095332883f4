import { element as el, renderXml, type XmlNode } from "./xml";

/**
 * ADF 1.0 (Auto-lead Data Format), the XML lead format dealer CRMs read. Element order follows the
 * ADF 1.0 DTD, which `adf-dtd.ts` checks in the tests.
 */

export type AdfVehicle = {
  interest: "buy" | "test-drive" | "trade-in" | "sell";
  status: "new" | "used";
  year?: number;
  make?: string;
  model?: string;
  vin?: string | null;
  stock?: string | null;
  trim?: string | null;
  bodystyle?: string | null;
  transmission?: string | null;
  odometerKm?: number | null;
  /** Whole dollars. */
  price?: number | null;
  comments?: string;
};

export type AdfFinance = {
  amount?: number;
  deposit?: number;
  balloon?: number;
  termYears?: number;
  interestRate?: number;
  frequency?: "Weekly" | "Fortnightly" | "Monthly";
  repayment?: number;
};

export type AdfLead = {
  leadId: string;
  requestDate: Date;
  /** The car of interest first, then a trade-in; an enquiry about no car gets an empty vehicle. */
  vehicles: AdfVehicle[];
  finance?: AdfFinance;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    postcode?: string;
    preferredContact: "Phone" | "Email" | "SMS";
    comments: string;
    timeframe?: { description: string; earliest: string };
  };
  vendor: { id: string; name: string; email?: string | null; phone?: string | null };
  provider: { name: string; service: string; url?: string };
};

/** Spec 000 §9 and 001 §9: "Monthly repayment estimate = weekly repayment times 4.33." */
const MONTHLY_FACTOR = { Weekly: 4.33, Fortnightly: 26 / 12, Monthly: 1 } as const;

function financeNode(finance: AdfFinance): XmlNode {
  const money = (value: number) => Math.round(value);
  const monthly = finance.repayment !== undefined ? money(finance.repayment * MONTHLY_FACTOR[finance.frequency ?? "Weekly"]) : undefined;
  return el("finance", [
    el("method", "finance"),
    finance.amount !== undefined ? el("amount", money(finance.amount), { type: "total", limit: "exact", currency: "AUD" }) : null,
    finance.deposit !== undefined ? el("amount", money(finance.deposit), { type: "downpayment", limit: "exact", currency: "AUD" }) : null,
    monthly !== undefined ? el("amount", monthly, { type: "monthly", limit: "exact", currency: "AUD" }) : null,
    finance.balloon !== undefined ? el("balance", money(finance.balloon), { type: "residual", currency: "AUD" }) : null,
  ]);
}

function financeComments(finance: AdfFinance): string {
  const parts = [
    finance.repayment !== undefined ? `Repayment $${Math.round(finance.repayment)} ${(finance.frequency ?? "Weekly").toLowerCase()}` : "",
    finance.termYears !== undefined ? `term ${finance.termYears} years` : "",
    finance.interestRate !== undefined ? `interest ${finance.interestRate}% p.a.` : "",
  ].filter(Boolean);
  return parts.length ? `Finance calculator: ${parts.join(", ")}`.replace(/\.?$/, ".") : "";
}

function vehicleNode(vehicle: AdfVehicle, finance: AdfFinance | undefined): XmlNode {
  const comments = [vehicle.comments, finance ? financeComments(finance) : ""].filter(Boolean).join(" ");
  return el(
    "vehicle",
    [
      el("year", vehicle.year ?? ""),
      el("make", vehicle.make ?? ""),
      el("model", vehicle.model ?? ""),
      vehicle.vin ? el("vin", vehicle.vin) : null,
      vehicle.stock ? el("stock", vehicle.stock) : null,
      vehicle.trim ? el("trim", vehicle.trim) : null,
      vehicle.bodystyle ? el("bodystyle", vehicle.bodystyle) : null,
      vehicle.transmission ? el("transmission", vehicle.transmission) : null,
      vehicle.odometerKm != null ? el("odometer", vehicle.odometerKm, { units: "km" }) : null,
      vehicle.price != null && vehicle.price > 0 ? el("price", vehicle.price, { type: vehicle.interest === "trade-in" ? "appraisal" : "asking", currency: "AUD" }) : null,
      finance ? financeNode(finance) : null,
      comments ? el("comments", comments) : null,
    ],
    { interest: vehicle.interest, status: vehicle.status },
  );
}

function customerNode(customer: AdfLead["customer"]): XmlNode {
  const prefers = (method: AdfLead["customer"]["preferredContact"][]) => (method.includes(customer.preferredContact) ? 1 : 0);
  return el("customer", [
    el("contact", [
      el("name", customer.firstName, { part: "first" }),
      el("name", customer.lastName, { part: "surname" }),
      el("email", customer.email, { preferredcontact: prefers(["Email"]) }),
      el("phone", customer.phone, { type: customer.preferredContact === "SMS" ? "cellphone" : "voice", preferredcontact: prefers(["Phone", "SMS"]) }),
      // ADF requires a street in an address; the forms ask only for the postcode.
      customer.postcode ? el("address", [el("street", "", { line: 1 }), el("postalcode", customer.postcode), el("country", "AU")]) : null,
    ]),
    customer.timeframe ? el("timeframe", [el("description", customer.timeframe.description), el("earliestdate", customer.timeframe.earliest)]) : null,
    customer.comments ? el("comments", customer.comments) : null,
  ]);
}

/** The lead as an ADF 1.0 document. Pure: the same lead always gives the same text. */
export function buildAdf(lead: AdfLead): string {
  const vehicles = lead.vehicles.length > 0 ? lead.vehicles : [{ interest: "buy", status: "used" } satisfies AdfVehicle];
  const prospect = el(
    "prospect",
    [
      el("id", lead.leadId, { sequence: 1, source: lead.provider.name }),
      el("requestdate", lead.requestDate.toISOString().replace(/\.\d{3}Z$/, "Z")),
      ...vehicles.map((vehicle, index) => vehicleNode(vehicle, index === 0 ? lead.finance : undefined)),
      customerNode(lead.customer),
      el("vendor", [
        el("id", lead.vendor.id, { sequence: 1, source: lead.provider.name }),
        el("vendorname", lead.vendor.name),
        el("contact", [el("name", lead.vendor.name, { part: "full", type: "business" }), lead.vendor.email ? el("email", lead.vendor.email) : null, lead.vendor.phone ? el("phone", lead.vendor.phone) : null]),
      ]),
      el("provider", [el("name", lead.provider.name, { part: "full", type: "business" }), el("service", lead.provider.service), lead.provider.url ? el("url", lead.provider.url) : null]),
    ],
    { status: "new" },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${renderXml(el("adf", [prospect]))}\n`;
}

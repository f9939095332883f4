/** Spec 001 §3 "Stored user details (kept locally)": what the shopper typed last time prefills the next form. */
export const STORED_DETAIL_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;

const STORAGE_KEY = "forecourt:user-details";

export function readStoredDetails(): Partial<Record<(typeof STORED_DETAIL_FIELDS)[number], string>> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    const details: Partial<Record<(typeof STORED_DETAIL_FIELDS)[number], string>> = {};
    for (const field of STORED_DETAIL_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === "string") details[field] = value;
    }
    return details;
  } catch {
    return {};
  }
}

export function storeDetails(body: Record<string, unknown>): void {
  const details = Object.fromEntries(STORED_DETAIL_FIELDS.flatMap((field) => (typeof body[field] === "string" ? [[field, body[field]]] : [])));
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(details));
  } catch {
    // Private browsing or a full store: the next form simply starts empty.
  }
}

/** Fills the empty detail fields of a form from the stored details. */
export function prefillStoredDetails(form: HTMLFormElement): void {
  const details = readStoredDetails();
  for (const field of STORED_DETAIL_FIELDS) {
    const input = form.elements.namedItem(field);
    const value = details[field];
    if (input instanceof HTMLInputElement && input.value === "" && value) input.value = value;
  }
}

/** Spec 000 §4: a successful enquiry "stores car and category locally". */
export function storeLastEnquiry(carId: string | undefined, category: unknown): void {
  try {
    window.localStorage.setItem("forecourt:last-enquiry", JSON.stringify({ car_id: carId ? Number(carId) : null, category: typeof category === "string" ? category : "General Enquiry" }));
  } catch {
    // As above: nothing to keep.
  }
}

/** Keeps one detail (the drive-away postcode) without touching the others. */
export function storeDetail(field: (typeof STORED_DETAIL_FIELDS)[number], value: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readStoredDetails(), [field]: value }));
  } catch {
    // As above.
  }
}

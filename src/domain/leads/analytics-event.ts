import { CAREERS_EVENT_ID } from "./lead-category";

export type EnquiryEventInput = {
  /** The car's type when the enquiry is about a car. */
  carType?: "new" | "used" | "demo" | null;
  /** The car's tag; 'Test Drive Only' cars always fire the test-drive event. */
  carTag?: string | null;
  isTestDrive: boolean;
  /** Set by the Careers remap (spec 001 §4). */
  eventId?: number;
};

export const TEST_DRIVE_ONLY_TAG = "Test Drive Only";

/**
 * The analytics event a successful enquiry fires (spec 000 §7): "enquiry events: 17 test drive only;
 * used 15 (test drive 48); otherwise 14 (test drive 17)"; a Careers enquiry fires 51 (spec 001 §4).
 */
export function enquiryEventId(input: EnquiryEventInput): number {
  if (input.eventId === CAREERS_EVENT_ID) return CAREERS_EVENT_ID;
  if (input.carTag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase()) return 17;
  if (input.carType === "used") return input.isTestDrive ? 48 : 15;
  return input.isTestDrive ? 17 : 14;
}

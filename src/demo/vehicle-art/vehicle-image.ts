/**
 * Deterministic, locally drawn vehicle photos for demo stock: the URL says what to draw, the
 * same URL always gives the same SVG, and nothing is downloaded.
 */
import { renderShowroom, showroomTones } from "./vehicle-backdrop";
import { colourName, isHexColour } from "./vehicle-colour";
import { DETAIL_LABELS, renderDetailShot, type DetailAngle } from "./vehicle-detail-shots";
import { renderExterior } from "./vehicle-exterior";
import type { VehicleModel } from "./vehicle-model";
import { CONVERTIBLE, COUPE, HATCH, PEOPLE_MOVER, SEDAN, SUV, WAGON } from "./vehicle-models-cars";
import { CAB_CHASSIS, CARAVAN, MOTORCYCLE, TRUCK, UTE, VAN } from "./vehicle-models-commercial";
import { SvgDefs } from "./svg-defs";

export const VEHICLE_BODIES = [
  "sedan", "hatch", "suv", "ute", "van", "wagon", "coupe", "convertible",
  "people-mover", "cab-chassis", "motorcycle", "caravan", "truck",
] as const;
export type VehicleBody = (typeof VEHICLE_BODIES)[number];

export const VEHICLE_ANGLES_EXTERIOR = ["front-34", "side", "rear-34", "front", "rear"] as const;
export const VEHICLE_ANGLES_INTERIOR = ["interior-dash", "interior-rear", "boot", "wheel", "engine"] as const satisfies readonly DetailAngle[];
type SpinIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23;
type SpinFrame = `spin-${SpinIndex}`;
/** 24 frames of a 360° turn, 15° apart, starting from the front. */
export const VEHICLE_SPIN_FRAMES: readonly SpinFrame[] = Array.from({ length: 24 }, (_, i) => `spin-${i}` as SpinFrame);

export type VehicleAngle =
  | (typeof VEHICLE_ANGLES_EXTERIOR)[number]
  | (typeof VEHICLE_ANGLES_INTERIOR)[number]
  | SpinFrame;

export interface VehicleImageSpec {
  readonly body: VehicleBody;
  /** Paint colour as six hex digits without `#`, e.g. `1f4e8c`. */
  readonly colour: string;
  readonly angle: VehicleAngle;
  /** Varies the backdrop so a dealer's photos don't all look identical. */
  readonly seed: number;
}

const MODELS: Record<VehicleBody, VehicleModel> = {
  sedan: SEDAN, hatch: HATCH, suv: SUV, ute: UTE, van: VAN, wagon: WAGON, coupe: COUPE,
  convertible: CONVERTIBLE, "people-mover": PEOPLE_MOVER, "cab-chassis": CAB_CHASSIS,
  motorcycle: MOTORCYCLE, caravan: CARAVAN, truck: TRUCK,
};

const BODY_LABELS: Record<VehicleBody, string> = {
  sedan: "sedan", hatch: "hatchback", suv: "SUV", ute: "ute", van: "van", wagon: "wagon", coupe: "coupe",
  convertible: "convertible", "people-mover": "people mover", "cab-chassis": "cab chassis",
  motorcycle: "motorcycle", caravan: "caravan", truck: "truck",
};

const NAMED_YAWS: Partial<Record<VehicleAngle, number>> = { "front-34": 35, side: 0, "rear-34": -35, front: 90, rear: -90 };

const ANGLE_LABELS: Record<(typeof VEHICLE_ANGLES_EXTERIOR)[number] | (typeof VEHICLE_ANGLES_INTERIOR)[number], string> = {
  "front-34": "front three-quarter view", side: "side view", "rear-34": "rear three-quarter view",
  front: "front view", rear: "rear view", "interior-dash": "dashboard view", "interior-rear": "rear seat view",
  boot: "boot view", wheel: "wheel close-up", engine: "engine bay view",
};

const SEED_LIMIT = 1_000_000_000;
const SEED_FILE = /^(0|[1-9]\d{0,8})\.svg$/;

const isBody = (value: string): value is VehicleBody => (VEHICLE_BODIES as readonly string[]).includes(value);
const isAngle = (value: string): value is VehicleAngle =>
  (VEHICLE_ANGLES_EXTERIOR as readonly string[]).includes(value) ||
  (VEHICLE_ANGLES_INTERIOR as readonly string[]).includes(value) ||
  (VEHICLE_SPIN_FRAMES as readonly string[]).includes(value);

/** Reads `[body, colour, angle, "{seed}.svg"]`; null for anything else. */
export function parseVehicleImagePath(segments: string[]): VehicleImageSpec | null {
  if (segments.length !== 4) return null;
  const [body = "", colour = "", angle = "", file = ""] = segments;
  const seed = SEED_FILE.exec(file)?.[1];
  if (!isBody(body) || !isHexColour(colour) || !isAngle(angle) || seed === undefined) return null;
  return { body, colour: colour.toLowerCase(), angle, seed: Number(seed) };
}

function assertValid(spec: VehicleImageSpec): void {
  if (!isBody(spec.body) || !isAngle(spec.angle)) throw new RangeError("Unknown vehicle body or angle");
  if (!isHexColour(spec.colour)) throw new RangeError(`Invalid vehicle colour: ${JSON.stringify(spec.colour)}`);
  if (!Number.isInteger(spec.seed) || spec.seed < 0 || spec.seed >= SEED_LIMIT) throw new RangeError("Invalid seed");
}

/** The one place that builds vehicle image URLs. */
export function vehicleImagePath(spec: VehicleImageSpec): string {
  assertValid(spec);
  return `/media/vehicles/${spec.body}/${spec.colour.toLowerCase()}/${spec.angle}/${spec.seed}.svg`;
}

export function vehicleImageTitle(spec: VehicleImageSpec): string {
  const spin = VEHICLE_SPIN_FRAMES.indexOf(spec.angle as SpinFrame);
  const angle = spec.angle as keyof typeof ANGLE_LABELS;
  const view = spin >= 0 ? `360-degree view, frame ${spin + 1} of 24` : (DETAIL_LABELS[spec.body]?.[angle as DetailAngle] ?? ANGLE_LABELS[angle]);
  return `${colourName(`#${spec.colour}`)} ${BODY_LABELS[spec.body]}, ${view}`;
}

/** Yaw in degrees for exterior shots (0 side-on, nose right; 90 head-on), undefined for detail shots. */
function exteriorYaw(spec: VehicleImageSpec): number | undefined {
  const spin = VEHICLE_SPIN_FRAMES.indexOf(spec.angle as SpinFrame);
  if (spin >= 0) return 90 - spin * 15;
  // A motorcycle has no boot: its "boot" photo shows the tail instead.
  if (spec.body === "motorcycle" && spec.angle === "boot") return -60;
  return NAMED_YAWS[spec.angle];
}

/** A 1200×800 SVG photo of the vehicle; throws RangeError for an invalid spec. */
export function renderVehicleImageSvg(spec: VehicleImageSpec): string {
  assertValid(spec);
  const colour = `#${spec.colour.toLowerCase()}`;
  const defs = new SvgDefs();
  const tones = showroomTones(spec.seed);
  const yaw = exteriorYaw(spec);
  const framing = spec.angle.startsWith("spin-") ? "spin" : "tight";
  const scene =
    yaw === undefined
      ? renderDetailShot(spec.body, spec.angle as DetailAngle, colour, tones, defs)
      : renderShowroom(tones, defs) + renderExterior(MODELS[spec.body], colour, yaw, framing, defs);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img">` +
    `<title>${vehicleImageTitle(spec)}</title>${defs.toString()}${scene}</svg>`
  );
}

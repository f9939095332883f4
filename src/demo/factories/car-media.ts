import { vehicleImagePath, VEHICLE_SPIN_FRAMES, type VehicleAngle } from "@/demo/vehicle-art/vehicle-image";
import type { Random } from "./random";
import type { VehicleBodyKind } from "./vehicle-catalogue";

export type CarImageRecord = { url: string; thumbUrl: string; kind: "exterior" | "interior" };
type Angle = VehicleAngle;

const EXTERIOR: Record<"car" | "motorcycle" | "caravan", readonly Angle[]> = {
  car: ["front-34", "side", "rear-34", "front", "rear", "wheel", "engine"],
  motorcycle: ["front-34", "side", "rear-34", "front", "rear", "wheel", "engine"],
  caravan: ["front-34", "side", "rear-34", "front", "rear", "wheel"],
};
/** Cabin, rear seats and boot (for caravans: the living area shots). */
const INTERIOR: readonly Angle[] = ["interior-dash", "interior-rear", "boot"];
const SECOND_PASS_EXTERIOR: readonly Angle[] = ["front-34", "side", "rear-34"];

export type MediaSubject = { body: VehicleBodyKind; colourHex: string; imageSeed: number };

function image(subject: MediaSubject, angle: Angle, seed: number, kind: CarImageRecord["kind"]): CarImageRecord {
  const url = vehicleImagePath({ body: subject.body, colour: subject.colourHex, angle, seed });
  return { url, thumbUrl: url, kind };
}

/** 6–14 photos: exterior angles first, then interior (none for motorcycles). */
export function buildImages(random: Random, subject: MediaSubject): CarImageRecord[] {
  const family = subject.body === "motorcycle" ? "motorcycle" : subject.body === "caravan" ? "caravan" : "car";
  const count = family === "motorcycle" ? random.int(6, 9) : random.int(6, 14);
  const exteriorAngles = [...EXTERIOR[family], ...SECOND_PASS_EXTERIOR];
  const interiorAngles = family === "motorcycle" ? [] : [...INTERIOR, ...INTERIOR.slice(0, 2)];
  const interiorCount = Math.min(interiorAngles.length, Math.max(family === "motorcycle" ? 0 : 1, Math.round(count * 0.3)));
  const exteriorCount = Math.min(exteriorAngles.length, count - interiorCount);
  const images: CarImageRecord[] = [];
  exteriorAngles.slice(0, exteriorCount).forEach((angle, i) => images.push(image(subject, angle, subject.imageSeed + (i >= EXTERIOR[family].length ? 1 : 0), "exterior")));
  interiorAngles.slice(0, count - exteriorCount).forEach((angle, i) => images.push(image(subject, angle, subject.imageSeed + (i >= INTERIOR.length ? 1 : 0), "interior")));
  return images;
}

type HotspotPosition = { activeAngle: number; posX: number; posY: number };
export type Hotspot = { id: string; description: string; anchors: string[]; positions: HotspotPosition[] };
export type Hotspots = { exterior: Hotspot[]; interior: Hotspot[] };

const EXTERIOR_NOTES = ["Alloy wheels in excellent condition", "LED headlights", "Factory tow bar", "Minor stone chip on bonnet", "Roof rails", "Near-new tyres", "Small scuff on rear bumper"];
const INTERIOR_NOTES = ["Touchscreen with Apple CarPlay", "Leather-accented seats", "Wireless phone charger", "Clean headlining", "Digital instrument cluster"];

function hotspot(random: Random, id: string, description: string, frames: number): Hotspot {
  const first = random.int(0, frames - 1);
  const span = random.int(1, 4);
  const angles = Array.from({ length: span }, (_, i) => (first + i) % frames);
  return {
    id, description, anchors: angles.map((a) => `spin-${a}`),
    positions: angles.map((activeAngle) => ({ activeAngle, posX: Math.round(random.float(10, 90) * 10) / 10, posY: Math.round(random.float(20, 80) * 10) / 10 })),
  };
}

export type SpinMedia = { spinImages: string[]; spinCode: string; spinInteriorImage: string; hotspots: Hotspots };

/** A 24-frame 360° spin with exterior and interior hotspots. */
export function buildSpin(random: Random, subject: MediaSubject): SpinMedia {
  const spinImages = VEHICLE_SPIN_FRAMES.map((angle) => vehicleImagePath({ body: subject.body, colour: subject.colourHex, angle, seed: subject.imageSeed }));
  const exterior = random.sample(EXTERIOR_NOTES, random.int(2, 4)).map((note, i) => hotspot(random, `ext-${i + 1}`, note, 24));
  const interior = subject.body === "motorcycle" ? [] : random.sample(INTERIOR_NOTES, random.int(1, 3)).map((note, i) => hotspot(random, `int-${i + 1}`, note, 1));
  return {
    spinImages,
    spinCode: `SPN${random.int(100_000, 999_999)}`,
    spinInteriorImage: vehicleImagePath({ body: subject.body, colour: subject.colourHex, angle: "interior-dash", seed: subject.imageSeed }),
    hotspots: { exterior, interior },
  };
}

const VIDEO_ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** An embeddable YouTube address (the embed form plays in a frame, spec 000 §5). */
export function buildYoutubeEmbedUrl(random: Random): string {
  let id = "";
  for (let i = 0; i < 11; i++) id += VIDEO_ID_CHARS[random.int(0, VIDEO_ID_CHARS.length - 1)];
  return `https://www.youtube.com/embed/${id}`;
}

export type VideoItem = { video: { url: string } };
/**
 * The demo has one real walkaround clip (public/media/videos, 3 s of WebM drawn on a canvas and recorded
 * with the browser's MediaRecorder for this project), shared by every car that has a walkaround.
 */
export const DEMO_WALKAROUND_VIDEO = "/media/videos/walkaround-demo.webm";
export function buildWalkaroundVideos(): VideoItem[] {
  return [{ video: { url: DEMO_WALKAROUND_VIDEO } }];
}

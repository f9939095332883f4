import { describe, expect, it } from "vitest";
import { availableViews, defaultView, gallerySlides, parseHotspots, videoPlayback, type VehicleMedia } from "./vehicle-media";

const image = (n: number) => ({ url: `/p${n}.svg`, thumbUrl: `/p${n}.svg`, kind: "exterior" as const });
const media = (o: Partial<VehicleMedia> = {}): VehicleMedia => ({
  images: [image(1), image(2), image(3)], spinFrames: [], interiorImage: null, hotspots: { exterior: [], interior: [] }, videoUrl: null, walkaroundUrl: null, ...o,
});

describe("availableViews", () => {
  it("photos only: the gallery", () => expect(availableViews(media())).toEqual(["gallery"]));
  it("everything, in the switcher's order", () =>
    expect(availableViews(media({ spinFrames: ["/a", "/b"], walkaroundUrl: "/w.mp4", interiorImage: "/i.svg", videoUrl: "/v.mp4" }))).toEqual(["spin", "walkaround", "gallery", "interior", "video"]));
});

// Spec 000 §4: "Viewer: view state spinner, walkaround, gallery, interior (default gallery on one site, else spinner)".
describe("defaultView", () => {
  it.each<[string, Parameters<typeof defaultView>[0], Parameters<typeof defaultView>[1], string | null]>([
    ["the configured spinner when the car has a spin", ["spin", "gallery"], "spin", "spin"],
    ["the configured gallery", ["spin", "gallery"], "gallery", "gallery"],
    ["no spin for this car: the gallery", ["gallery"], "spin", "gallery"],
    ["nothing at all", [], "spin", null],
  ])("%s", (_, available, configured, expected) => expect(defaultView(available, configured)).toBe(expected));
});

// Spec 000 §9: "Stock video position default second slot".
describe("gallerySlides", () => {
  it("puts the stock video in the second slot", () =>
    expect(gallerySlides([image(1), image(2), image(3)], "/v.mp4").map((s) => (s.kind === "video" ? "video" : s.image.url))).toEqual(["/p1.svg", "video", "/p2.svg", "/p3.svg"]));
  it("one photo: the video follows it", () => expect(gallerySlides([image(1)], "/v.mp4").map((s) => s.kind)).toEqual(["image", "video"]));
  it("no video: the photos", () => expect(gallerySlides([image(1), image(2)], null)).toHaveLength(2));
});

// Spec 000 §5: "Embedded video plays in a frame only if its address starts with the embed form of a video site; otherwise natively."
describe("videoPlayback", () => {
  it.each<[string, "embed" | "native"]>([
    ["https://www.youtube.com/embed/abcdefghijk", "embed"],
    ["https://player.vimeo.com/video/123456", "embed"],
    ["https://www.youtube.com/watch?v=abcdefghijk", "native"],
    ["https://vimeo.com/123456", "native"],
    ["/media/videos/u123-walkaround-1.mp4", "native"],
    ["https://evil.example/https://www.youtube.com/embed/x", "native"],
  ])("%s → %s", (url, kind) => expect(videoPlayback(url).kind).toBe(kind));
});

describe("parseHotspots", () => {
  it("keeps well-formed hotspots only", () => {
    const parsed = parseHotspots({ exterior: [{ id: "e1", description: "Tow bar", anchors: [], positions: [{ activeAngle: 2, posX: 10, posY: 20 }, { activeAngle: "x" }] }, { id: 3 }], interior: null });
    expect(parsed).toEqual({ exterior: [{ id: "e1", description: "Tow bar", positions: [{ activeAngle: 2, posX: 10, posY: 20 }] }], interior: [] });
  });
  it("null gives none", () => expect(parseHotspots(null)).toEqual({ exterior: [], interior: [] }));
});

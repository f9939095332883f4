import { describe, expect, it } from "vitest";
import {
  parseVehicleImagePath,
  renderVehicleImageSvg,
  VEHICLE_ANGLES_EXTERIOR,
  VEHICLE_ANGLES_INTERIOR,
  VEHICLE_BODIES,
  VEHICLE_SPIN_FRAMES,
  vehicleImagePath,
  type VehicleAngle,
  type VehicleImageSpec,
} from "./vehicle-image";

const ALL_ANGLES: VehicleAngle[] = [...VEHICLE_ANGLES_EXTERIOR, ...VEHICLE_ANGLES_INTERIOR, ...VEHICLE_SPIN_FRAMES];
const SAMPLE_ANGLES: VehicleAngle[] = ["front-34", "side", "rear-34", "front", "interior-dash", "wheel", "engine", "boot", "spin-7"];

const spec = (overrides: Partial<VehicleImageSpec> = {}): VehicleImageSpec => ({
  body: "suv",
  colour: "c0c0c0",
  angle: "front-34",
  seed: 17,
  ...overrides,
});

/** Checks the markup is one well-formed element tree and returns the problems found. */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf("<", i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    if (/[<>]|&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(text)) problems.push(`bad text: ${text.slice(0, 40)}`);
    if (stack.length === 0 && text.trim() !== "") problems.push("text outside the root element");
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${svg.slice(lt, lt + 60)}`);
      break;
    }
    const [whole, closing, name = "", , selfClosing] = m;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? "nothing"}>`);
    } else if (!selfClosing) {
      if (stack.length === 0 && i > 0) problems.push("more than one root element");
      stack.push(name);
    }
    i = lt + whole.length;
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(" > ")}`);
  return problems;
}

function danglingReferences(svg: string): string[] {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const refs = [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1]);
  return refs.filter((r) => !ids.has(r)).map((r) => `#${r}`);
}

describe("renderVehicleImageSvg", () => {
  it.each(VEHICLE_BODIES.flatMap((body) => SAMPLE_ANGLES.map((angle) => [body, angle] as const)))(
    "draws a well-formed %s %s",
    (body, angle) => {
      const svg = renderVehicleImageSvg(spec({ body, angle }));
      expect(svg.startsWith("<svg ")).toBe(true);
      expect(svg).toContain('viewBox="0 0 1200 800"');
      expect(svg).toContain('width="1200" height="800"');
      expect(svg).toMatch(/<title>[A-Z][a-z]+ [^<]+, [^<]+<\/title>/);
      expect(xmlProblems(svg)).toEqual([]);
      expect(danglingReferences(svg)).toEqual([]);
      expect(svg).not.toMatch(/NaN|Infinity|undefined|<script|\son[a-z]+=/i);
    },
  );

  it("keeps every body and angle under 8 KB", () => {
    const oversized = VEHICLE_BODIES.flatMap((body) =>
      ALL_ANGLES.map((angle) => ({ name: `${body}/${angle}`, bytes: Buffer.byteLength(renderVehicleImageSvg(spec({ body, angle }))) })),
    ).filter((r) => r.bytes >= 8 * 1024);
    expect(oversized).toEqual([]);
  });

  it("names the colour, body and view in the title", () => {
    expect(renderVehicleImageSvg(spec())).toContain("<title>Silver SUV, front three-quarter view</title>");
    expect(renderVehicleImageSvg(spec({ body: "ute", colour: "b3121b", angle: "side" }))).toContain("<title>Red ute, side view</title>");
    expect(renderVehicleImageSvg(spec({ angle: "spin-0" }))).toContain("frame 1 of 24</title>");
  });

  it("draws the same image for the same spec", () => {
    for (const angle of SAMPLE_ANGLES) {
      expect(renderVehicleImageSvg(spec({ angle }))).toBe(renderVehicleImageSvg(spec({ angle })));
    }
  });

  it("draws each body type differently", () => {
    for (const angle of ["side", "front-34", "rear"] as const) {
      const images = new Set(VEHICLE_BODIES.map((body) => renderVehicleImageSvg(spec({ body, angle }))));
      expect(images.size).toBe(VEHICLE_BODIES.length);
    }
  });

  it("turns the vehicle through 24 distinct spin frames", () => {
    expect(VEHICLE_SPIN_FRAMES).toHaveLength(24);
    expect(new Set(VEHICLE_SPIN_FRAMES.map((angle) => renderVehicleImageSvg(spec({ angle })))).size).toBe(24);
  });

  it("varies the backdrop with the seed and the paint with the colour", () => {
    expect(renderVehicleImageSvg(spec({ seed: 1 }))).not.toBe(renderVehicleImageSvg(spec({ seed: 2 })));
    expect(renderVehicleImageSvg(spec({ colour: "1f4e8c" }))).toContain("#1f4e8c");
  });

  it.each(["", "fff", "#c0c0c0", "c0c0cg", '"/><script>alert(1)</script>'])("rejects the colour %j", (colour) => {
    expect(() => renderVehicleImageSvg(spec({ colour }))).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN])("rejects the seed %s", (seed) => {
    expect(() => renderVehicleImageSvg(spec({ seed }))).toThrow(RangeError);
  });
});

describe("parseVehicleImagePath", () => {
  it("reads body, colour, angle and seed", () => {
    expect(parseVehicleImagePath(["suv", "c0c0c0", "front-34", "17.svg"])).toEqual(spec());
    expect(parseVehicleImagePath(["people-mover", "1F4E8C", "spin-23", "0.svg"])).toEqual({
      body: "people-mover",
      colour: "1f4e8c",
      angle: "spin-23",
      seed: 0,
    });
  });

  it.each([
    ["unknown body", ["tank", "c0c0c0", "side", "1.svg"]],
    ["unknown angle", ["suv", "c0c0c0", "top", "1.svg"]],
    ["spin frame out of range", ["suv", "c0c0c0", "spin-24", "1.svg"]],
    ["short colour", ["suv", "fff", "side", "1.svg"]],
    ["colour with #", ["suv", "#c0c0c0", "side", "1.svg"]],
    ["non-hex colour", ["suv", "c0c0cg", "side", "1.svg"]],
    ["fractional seed", ["suv", "c0c0c0", "side", "1.5.svg"]],
    ["negative seed", ["suv", "c0c0c0", "side", "-1.svg"]],
    ["non-numeric seed", ["suv", "c0c0c0", "side", "abc.svg"]],
    ["zero-padded seed", ["suv", "c0c0c0", "side", "017.svg"]],
    ["huge seed", ["suv", "c0c0c0", "side", "12345678901.svg"]],
    ["missing .svg", ["suv", "c0c0c0", "side", "17"]],
    ["other extension", ["suv", "c0c0c0", "side", "17.png"]],
    ["too few segments", ["suv", "c0c0c0", "17.svg"]],
    ["too many segments", ["suv", "c0c0c0", "side", "17.svg", "x"]],
    ["inherited property name", ["constructor", "c0c0c0", "side", "1.svg"]],
  ])("rejects %s", (_, segments) => {
    expect(parseVehicleImagePath(segments)).toBeNull();
  });
});

describe("vehicleImagePath", () => {
  it("builds a path that parses back to the same spec", () => {
    for (const angle of SAMPLE_ANGLES) {
      const path = vehicleImagePath(spec({ angle }));
      expect(path).toBe(`/media/vehicles/suv/c0c0c0/${angle}/17.svg`);
      expect(parseVehicleImagePath(path.split("/").slice(3))).toEqual(spec({ angle }));
    }
  });

  it("refuses to build a path from an invalid colour", () => {
    expect(() => vehicleImagePath(spec({ colour: "../../x" }))).toThrow(RangeError);
  });
});

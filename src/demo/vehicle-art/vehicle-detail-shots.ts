import type { Tones } from "./vehicle-backdrop";
import { renderLoadSpace, type LoadSpace } from "./vehicle-closeup-boot";
import { renderBikeEngine, renderDrawbar, renderEngineBay } from "./vehicle-closeup-engine";
import { renderWheelCloseUp } from "./vehicle-closeup-wheel";
import { renderCockpit, renderDashboard, renderLounge } from "./vehicle-interior-front";
import { renderBedroom, renderRearBench, renderSaddle } from "./vehicle-interior-rear";
import type { SvgDefs } from "./svg-defs";
import type { VehicleBody } from "./vehicle-image";

export type DetailAngle = "interior-dash" | "interior-rear" | "boot" | "wheel" | "engine";
type Family = "car" | "motorcycle" | "caravan";

const LOAD_SPACES: Partial<Record<VehicleBody, LoadSpace>> = { ute: "tub", "cab-chassis": "tray", van: "cargo", truck: "cargo", caravan: "cargo" };

/** Detail shots that differ from a car's, named for the alternative text. */
export const DETAIL_LABELS: Partial<Record<VehicleBody, Partial<Record<DetailAngle, string>>>> = {
  motorcycle: { "interior-dash": "cockpit view", "interior-rear": "seat view", boot: "rear view" },
  caravan: { "interior-dash": "living area view", "interior-rear": "bedroom view", engine: "drawbar view", boot: "storage view" },
  ute: { boot: "tray view" },
  "cab-chassis": { boot: "tray view" },
  van: { boot: "cargo area view" },
  truck: { boot: "cargo area view" },
};

/** Interior and close-up shots, each in a variant that suits the kind of vehicle. */
export function renderDetailShot(body: VehicleBody, angle: DetailAngle, colour: string, tones: Tones, defs: SvgDefs): string {
  const family: Family = body === "motorcycle" || body === "caravan" ? body : "car";
  switch (angle) {
    case "wheel":
      return renderWheelCloseUp(colour, family === "motorcycle", tones, defs);
    case "engine":
      if (family === "motorcycle") return renderBikeEngine(colour, tones, defs);
      return family === "caravan" ? renderDrawbar(colour, tones, defs) : renderEngineBay(colour, tones, defs);
    case "boot":
      return renderLoadSpace(colour, LOAD_SPACES[body] ?? "boot", tones, defs);
    case "interior-dash":
      if (family === "motorcycle") return renderCockpit(colour, tones, defs);
      return family === "caravan" ? renderLounge(colour, defs) : renderDashboard(colour, tones, defs);
    case "interior-rear":
      if (family === "motorcycle") return renderSaddle(colour, tones, defs);
      return family === "caravan" ? renderBedroom(colour) : renderRearBench(colour, tones, defs);
  }
}

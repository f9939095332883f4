import { renderShadow, renderShowroom, type Tones } from "./vehicle-backdrop";
import { shade } from "./vehicle-colour";
import { num } from "./vehicle-geometry";
import type { SvgDefs } from "./svg-defs";

const CX = 600;
const CY = 470;

/** Lines from `inner` to `outer` radius at `count` evenly spaced angles, offset by `twist` degrees. */
function spokes(count: number, inner: number, outer: number, twist = 0): string {
  return Array.from({ length: count }, (_, i) => {
    const a = ((i * 360) / count + twist - 90) * (Math.PI / 180);
    const [c, s] = [Math.cos(a), Math.sin(a)];
    return `M${num(CX + inner * c)} ${num(CY + inner * s)}L${num(CX + outer * c)} ${num(CY + outer * s)}`;
  }).join("");
}

const circle = (r: number, attrs: string) => `<circle cx="${CX}" cy="${CY}" r="${r}" ${attrs}/>`;

/** Close-up of the front wheel: tyre, twin-spoke alloy, brake disc and calliper, framed by the guard. */
export function renderWheelCloseUp(colour: string, bike: boolean, tones: Tones, defs: SvgDefs): string {
  const paint = `url(#${defs.vertical(shade(colour, 0.3), colour, shade(colour, -0.45))})`;
  const shadow = renderShadow(CX, 775, 380, 40, defs);
  if (bike) {
    return (
      renderShowroom({ ...tones, horizon: 330 }, defs) + shadow +
      circle(290, `fill="none" stroke="#1c1d1f" stroke-width="70"`) +
      circle(240, `fill="none" stroke="#b9bec3" stroke-width="14"`) +
      `<path d="${spokes(18, 40, 236, 4)}" stroke="#9ba1a7" stroke-width="5"/>` +
      circle(130, `fill="none" stroke="#8d9399" stroke-width="30"`) +
      circle(38, `fill="#5b6066"`) +
      `<path d="M560 150L612 58L700 80L680 120Z" fill="#2a2c2f"/>` +
      `<path d="M190 300Q600 -20 1010 300L990 330Q600 30 210 330Z" fill="${paint}"/>`
    );
  }
  return (
    renderShowroom({ ...tones, horizon: 250 }, defs) +
    `<path d="M254 600A370 370 0 1 1 946 600Z" fill="#121314"/>` +
    `<path d="M0 0H1200V600H946A370 370 0 1 0 254 600H0Z" fill="${paint}"/>` +
    `<path d="M0 560H241L254 600H0ZM959 560H1200V600H946Z" fill="#25272a"/>` +
    shadow +
    circle(305, `fill="#1d1e20"`) +
    circle(282, `fill="none" stroke="#292a2d" stroke-width="8"`) +
    circle(225, `fill="#3a3d41"`) +
    circle(165, `fill="#8e9398" stroke="#6f7479" stroke-width="14"`) +
    `<path d="M430 360A200 200 0 0 1 520 290L545 330A155 155 0 0 0 475 385Z" fill="#b3121b"/>` +
    `<path d="${spokes(5, 50, 214, -6)}${spokes(5, 50, 214, 6)}" stroke="#c7cbcf" stroke-width="26" stroke-linecap="round"/>` +
    circle(218, `fill="none" stroke="#d3d7da" stroke-width="18"`) +
    circle(58, `fill="#a2a7ac"`) +
    circle(24, `fill="#5d6267"`) +
    `<path d="M190 240Q600 0 1010 240" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>`
  );
}

import { renderShowroom, type Tones } from "./vehicle-backdrop";
import { mirrored } from "./vehicle-geometry";
import { shade } from "./vehicle-colour";
import type { SvgDefs } from "./svg-defs";

/** Dashboard of a right-hand-drive vehicle, from the back seat, the showroom through the windscreen. */
export function renderDashboard(colour: string, tones: Tones, defs: SvgDefs): string {
  const dash = defs.vertical("#45464b", "#2a2b2f", "#1d1e21");
  return (
    renderShowroom({ ...tones, horizon: 250 }, defs) +
    `<path d="M0 0H1200V80Q600 25 0 80Z" fill="#cdc8c0"/>` +
    `<path d="${mirrored("M0 70L170 62L55 400H0Z")}" fill="#3a3a3d"/>` +
    `<rect x="530" y="55" width="140" height="50" rx="14" fill="#1f2022"/>` +
    `<path d="M0 330Q600 240 1200 330V640H0Z" fill="url(#${dash})"/>` +
    `<path d="M0 330Q600 240 1200 330" fill="none" stroke="#54565b" stroke-width="6"/>` +
    `<path d="M0 450Q600 385 1200 450" fill="none" stroke="${colour}" stroke-width="12"/>` +
    `<path d="${mirrored("M40 372H150V420H40ZM470 350H560V400H470Z")}" fill="#151618"/>` +
    `<path d="${mirrored("M50 388H140M50 404H140M480 366H550M480 382H550")}" stroke="#3a3c40" stroke-width="4"/>` +
    `<rect x="520" y="420" width="160" height="100" rx="10" fill="#0f1a26"/>` +
    `<path d="M535 440H600M535 462H640M535 484H580" stroke="#5fa8d3" stroke-width="8"/>` +
    `<path d="M730 385Q865 330 1000 385V445H730Z" fill="#1a1b1d"/>` +
    `<circle cx="805" cy="420" r="38" fill="#0d0e10" stroke="#8a8f94" stroke-width="3"/>` +
    `<circle cx="925" cy="420" r="38" fill="#0d0e10" stroke="#8a8f94" stroke-width="3"/>` +
    `<path d="M805 420L780 400M925 420L948 404" stroke="#e53935" stroke-width="4"/>` +
    `<path d="M480 640L440 800H760L720 640Z" fill="#28292c"/>` +
    `<rect x="578" y="660" width="44" height="60" rx="14" fill="#111" stroke="#9aa0a6" stroke-width="4"/>` +
    `<path d="M100 530H420" stroke="#17181a" stroke-width="4"/>` +
    `<circle cx="865" cy="610" r="190" fill="none" stroke="#18191b" stroke-width="40"/>` +
    `<path d="M865 610L680 630M865 610L1050 630M865 610V800" stroke="#222326" stroke-width="44"/>` +
    `<circle cx="865" cy="610" r="72" fill="#262729"/><ellipse cx="865" cy="610" rx="26" ry="16" fill="#8d9297"/>` +
    `<path d="${mirrored("M0 700Q150 630 330 690L350 800H0Z")}" fill="#34353a"/>` +
    `<path d="${mirrored("M0 722Q150 655 318 712")}" fill="none" stroke="${colour}" stroke-width="3" stroke-dasharray="10 7"/>`
  );
}

/** A rider's view over the tank: bars, clocks and mirrors. */
export function renderCockpit(colour: string, tones: Tones, defs: SvgDefs): string {
  return (
    renderShowroom({ ...tones, horizon: 380 }, defs) +
    `<path d="M340 800Q370 560 600 540Q830 560 860 800Z" fill="url(#${defs.vertical(shade(colour, 0.35), colour, shade(colour, -0.4))})"/>` +
    `<circle cx="600" cy="650" r="42" fill="#8d9297" stroke="#5d6267" stroke-width="6"/>` +
    `<circle cx="430" cy="480" r="34" fill="#9aa0a6"/><circle cx="770" cy="480" r="34" fill="#9aa0a6"/>` +
    `<path d="${mirrored("M300 430L235 250")}" stroke="#2a2c2f" stroke-width="10"/>` +
    `<ellipse cx="230" cy="235" rx="75" ry="42" fill="#1c1d1f"/><ellipse cx="970" cy="235" rx="75" ry="42" fill="#1c1d1f"/>` +
    `<path d="M110 420Q600 490 1090 420" fill="none" stroke="#1d1e20" stroke-width="26"/>` +
    `<path d="${mirrored("M100 418L230 432")}" stroke="#0d0d0e" stroke-width="44" stroke-linecap="round"/>` +
    `<path d="${mirrored("M250 450L130 470")}" stroke="#8d9297" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="480" y="320" width="240" height="130" rx="40" fill="#111214"/>` +
    `<rect x="505" y="340" width="190" height="90" rx="24" fill="#0f2233"/>` +
    `<path d="M525 400Q600 350 675 400" fill="none" stroke="#4fc3f7" stroke-width="8"/>`
  );
}

/** Caravan living area: dinette benches either side of a table, under a window and lockers. */
export function renderLounge(colour: string, defs: SvgDefs): string {
  const wood = "#c9a97f";
  return (
    `<rect width="1200" height="800" fill="#ebe5da"/>` +
    `<path d="M0 0H1200V95Q600 70 0 95Z" fill="#f5f2ed"/>` +
    `<path d="M0 95H1200V180H0Z" fill="${wood}"/>` +
    `<path d="M300 95V180M600 95V180M900 95V180M0 180H1200" stroke="#a7865d" stroke-width="4"/>` +
    `<rect x="380" y="215" width="440" height="190" rx="22" fill="url(#${defs.vertical("#dbe6ee", "#a9bccb")})" stroke="#fff" stroke-width="12"/>` +
    `<path d="M390 250H810M390 290H810" stroke="#fff" stroke-opacity=".6" stroke-width="6"/>` +
    `<path d="M0 700H1200V800H0Z" fill="#8d7b66"/>` +
    `<path d="M420 455H780V485H420Z" fill="#b08b62"/><path d="M585 485H615V700H585Z" fill="#8a8f94"/>` +
    `<path d="${mirrored("M0 330H150V560H0Z")}" fill="${shade(colour, -0.15)}"/>` +
    `<path d="${mirrored("M0 560H360V640H0Z")}" fill="${colour}"/>` +
    `<path d="${mirrored("M0 640H360V700H0Z")}" fill="${wood}"/>`
  );
}

import { renderShowroom, type Tones } from "./vehicle-backdrop";
import { shade } from "./vehicle-colour";
import { mirrored } from "./vehicle-geometry";
import type { SvgDefs } from "./svg-defs";

/** The rear bench from between the front seats, the showroom through the back window. */
export function renderRearBench(colour: string, tones: Tones, defs: SvgDefs): string {
  const cloth = defs.vertical("#4a4b50", "#36373b");
  return (
    renderShowroom({ ...tones, horizon: 250 }, defs) +
    `<path d="M0 0H1200V120Q600 55 0 120Z" fill="#cdc8c0"/>` +
    `<path d="${mirrored("M0 100L270 90L210 430H0Z")}" fill="#bdb7ae"/>` +
    `<path d="M200 385H1000L1040 425H160Z" fill="#2c2d30"/>` +
    `<path d="${mirrored("M265 330H425V425H265Z")}M525 340H675V425H525Z" fill="#45464b"/>` +
    `<path d="M160 420H1040L1085 640H115Z" fill="url(#${cloth})"/>` +
    `<path d="M450 425L440 640M750 425L760 640" stroke="#26272a" stroke-width="6"/>` +
    `<path d="M100 640H1100L1160 770H40Z" fill="#313236"/>` +
    `<path d="M115 640H1085M175 440H1025" stroke="${colour}" stroke-width="4" stroke-dasharray="12 8"/>` +
    `<path d="${mirrored("M225 420L300 630")}" stroke="#1a1a1c" stroke-width="12"/>` +
    `<path d="${mirrored("M0 380L140 420L100 800H0Z")}" fill="#2b2c2f"/>` +
    `<path d="${mirrored("M0 520L125 540")}" stroke="${colour}" stroke-width="10"/>` +
    `<path d="M40 770H1160V800H40Z" fill="#1e1f21"/>` +
    `<path d="${mirrored("M0 800L50 580Q190 530 300 575L325 800Z")}" fill="#2e2f33"/>`
  );
}

/** Looking down on a motorcycle's seat and tank from behind. */
export function renderSaddle(colour: string, tones: Tones, defs: SvgDefs): string {
  return (
    renderShowroom({ ...tones, horizon: 150 }, defs) +
    `<path d="M370 0H830Q880 200 770 300H430Q320 200 370 0Z" fill="url(#${defs.vertical(shade(colour, 0.35), colour, shade(colour, -0.3))})"/>` +
    `<path d="M430 300H770Q820 500 750 690Q600 750 450 690Q380 500 430 300Z" fill="#1c1c1e"/>` +
    `<path d="M460 320H740Q780 500 725 670Q600 715 475 670Q420 500 460 320Z" fill="none" stroke="${colour}" stroke-width="3" stroke-dasharray="9 7"/>` +
    `<path d="M465 690Q600 760 735 690L700 800H500Z" fill="${colour}"/>` +
    `<path d="${mirrored("M420 560Q330 620 400 760")}" fill="none" stroke="#2a2c2f" stroke-width="18"/>`
  );
}

/** Caravan bedroom: island bed between wardrobes. */
export function renderBedroom(colour: string): string {
  const wood = "#c9a97f";
  return (
    `<rect width="1200" height="800" fill="#ebe5da"/>` +
    `<path d="M0 0H1200V90Q600 65 0 90Z" fill="#f5f2ed"/>` +
    `<path d="M180 90H1020V200H180Z" fill="${wood}"/>` +
    `<path d="M460 90V200M740 90V200" stroke="#a7865d" stroke-width="4"/>` +
    `<path d="${mirrored("M0 40H180V800H0Z")}" fill="${wood}"/>` +
    `<path d="${mirrored("M90 120V760")}" stroke="#a7865d" stroke-width="4"/>` +
    `<path d="M260 300H940V480H260Z" fill="#6f665c"/>` +
    `<path d="M220 480H980L1060 720H140Z" fill="#f2efe9"/>` +
    `<rect x="320" y="440" width="240" height="75" rx="30" fill="#fbfaf7"/><rect x="640" y="440" width="240" height="75" rx="30" fill="#fbfaf7"/>` +
    `<path d="M200 560H1000L1060 720H140Z" fill="${colour}"/>` +
    `<path d="M140 720H1060V800H140Z" fill="#8d7b66"/>`
  );
}

import { renderShadow, renderShowroom, type Tones } from "./vehicle-backdrop";
import { shade } from "./vehicle-colour";
import type { SvgDefs } from "./svg-defs";

const paintOf = (colour: string, defs: SvgDefs) => `url(#${defs.vertical(shade(colour, 0.3), colour, shade(colour, -0.4))})`;

/** Under the bonnet, seen from the front with the bonnet propped open. */
export function renderEngineBay(colour: string, tones: Tones, defs: SvgDefs): string {
  const paint = paintOf(colour, defs);
  const cover = defs.vertical("#4a4d52", "#2a2c30", "#1e2023");
  return (
    renderShowroom({ ...tones, horizon: 200 }, defs) +
    `<path d="M120 0H1080L1010 150H190Z" fill="${shade(colour, -0.3)}"/>` +
    `<path d="M250 15H950L905 125H295Z" fill="#3d3f43"/>` +
    `<path d="M190 150H1010L1070 660H130Z" fill="#1b1c1e"/>` +
    `<path d="M0 210L190 150L140 800H0ZM1200 210L1010 150L1060 800H1200Z" fill="${paint}"/>` +
    `<path d="M190 150H1010L1006 185H194Z" fill="#111214"/>` +
    `<circle cx="255" cy="225" r="42" fill="#2e3034"/><circle cx="945" cy="225" r="42" fill="#2e3034"/>` +
    `<path d="M210 240H390V390H210Z" fill="#2a2c2f"/>` +
    `<path d="M390 300Q420 300 440 330" fill="none" stroke="#303236" stroke-width="48"/>` +
    `<rect x="420" y="245" width="360" height="240" rx="40" fill="url(#${cover})"/>` +
    `<path d="M470 300H730M470 340H730M470 380H730M470 420H730" stroke="#17181a" stroke-width="6"/>` +
    `<rect x="540" y="445" width="120" height="18" rx="9" fill="${colour}"/>` +
    `<circle cx="700" cy="275" r="17" fill="#e1ad12"/>` +
    `<path d="M820 225H945V330H820Z" fill="#e4e0d4" fill-opacity=".9"/><circle cx="882" cy="228" r="20" fill="#e8c21c"/>` +
    `<path d="M815 420H985V565H815Z" fill="#1f2022"/><path d="M815 420H985V445H815Z" fill="#2e3033"/>` +
    `<circle cx="850" cy="432" r="12" fill="#b3121b"/><circle cx="950" cy="432" r="12" fill="#111"/>` +
    `<circle cx="265" cy="565" r="26" fill="#1f5fbf"/>` +
    `<path d="M330 500Q420 600 560 560M640 500Q700 580 800 600" fill="none" stroke="#0f1011" stroke-width="16"/>` +
    `<path d="M985 520L1012 150" stroke="#8a8f94" stroke-width="6"/>` +
    `<path d="M0 650H1200V800H0Z" fill="${paint}"/>` +
    `<path d="M330 690H870V775H330Z" fill="#141516"/>` +
    `<path d="M345 712H855M345 734H855M345 756H855" stroke="#2d2f33" stroke-width="6"/>` +
    `<path d="M90 700H280L260 750H90ZM1110 700H920L940 750H1110Z" fill="#eef3f6" stroke="#777" stroke-width="3"/>`
  );
}

/** A caravan has no engine: its A-frame drawbar, coupling, gas bottles and jockey wheel instead. */
export function renderDrawbar(colour: string, tones: Tones, defs: SvgDefs): string {
  const white = defs.vertical("#ffffff", "#eceeec", "#cfd2d0");
  const glass = defs.vertical("#7b8d9e", "#34414f", "#1a2129");
  return (
    renderShowroom({ ...tones, horizon: 330 }, defs) +
    renderShadow(600, 700, 520, 90, defs) +
    `<path d="M0 0H1200V340H0Z" fill="url(#${white})"/>` +
    `<path d="M0 250H1200V310H0Z" fill="${colour}"/>` +
    `<rect x="330" y="60" width="540" height="140" rx="14" fill="url(#${glass})" stroke="#c9cdd0" stroke-width="8"/>` +
    `<path d="M250 340H950L860 430H340Z" fill="#b9bec3"/>` +
    `<path d="M230 340L560 760M970 340L640 760" stroke="#2a2c2f" stroke-width="44" stroke-linecap="round"/>` +
    `<rect x="410" y="380" width="130" height="230" rx="40" fill="#e9ecee"/><rect x="660" y="380" width="130" height="230" rx="40" fill="#e9ecee"/>` +
    `<path d="M455 360H495V385H455ZM705 360H745V385H705Z" fill="#8d9297"/>` +
    `<path d="M585 520H615V700H585Z" fill="#55595e"/><rect x="570" y="690" width="60" height="90" rx="24" fill="#1c1d1f"/>` +
    `<path d="M540 720H660L645 800H555Z" fill="#9aa0a6"/><path d="M570 730H630V790H570Z" fill="#6d7277"/>`
  );
}

/** The engine of a motorcycle from the side: finned cylinders, crankcase, exhaust headers. */
export function renderBikeEngine(colour: string, tones: Tones, defs: SvgDefs): string {
  const fins = Array.from({ length: 13 }, (_, i) => `M${380 + i * 4} ${215 + i * 20}H${700 - i * 4}`).join("");
  return (
    renderShowroom({ ...tones, horizon: 420 }, defs) +
    renderShadow(600, 780, 520, 40, defs) +
    `<path d="M130 0H1070Q1110 120 960 175H290Q140 130 130 0Z" fill="${paintOf(colour, defs)}"/>` +
    `<path d="M220 170L420 800M1000 170L860 800" stroke="#2a2c2f" stroke-width="34"/>` +
    `<path d="M370 200H710L680 470H400Z" fill="#8f9499"/>` +
    `<path d="${fins}" stroke="#5f6469" stroke-width="8"/>` +
    `<path d="M300 470H900Q960 600 850 700H360Q250 600 300 470Z" fill="#8a8f94"/>` +
    `<circle cx="480" cy="585" r="85" fill="#a9aeb3" stroke="#72777c" stroke-width="10"/>` +
    `<path d="M700 300Q860 320 860 520T1200 700" fill="none" stroke="#c2c6ca" stroke-width="42"/>` +
    `<path d="M700 300Q860 320 860 520T1200 700" fill="none" stroke="#e8ebee" stroke-width="8" stroke-opacity=".7"/>`
  );
}

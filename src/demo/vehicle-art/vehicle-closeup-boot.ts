import { renderShadow, renderShowroom, type Tones } from "./vehicle-backdrop";
import { shade } from "./vehicle-colour";
import { mirrored } from "./vehicle-geometry";
import type { SvgDefs } from "./svg-defs";

/** What the load space looks like: a car's boot, a ute's tub, an alloy tray, or a cargo box. */
export type LoadSpace = "boot" | "tub" | "tray" | "cargo";

const TAIL = "#b5151d";

export function renderLoadSpace(colour: string, space: LoadSpace, tones: Tones, defs: SvgDefs): string {
  const paint = `url(#${defs.vertical(shade(colour, 0.3), colour, shade(colour, -0.4))})`;
  const plate = `<rect x="520" y="705" width="160" height="50" rx="6" fill="#efefe8" stroke="#555" stroke-width="3"/>`;
  const scene = renderShowroom({ ...tones, horizon: 300 }, defs) + renderShadow(600, 770, 600, 40, defs);
  switch (space) {
    case "boot":
      return (
        scene +
        `<path d="M250 230H950L1000 440H200Z" fill="#343538"/>` +
        `<path d="M230 330H970L1000 440H200Z" fill="url(#${defs.vertical("#3b3c40", "#26272a")})"/>` +
        `<path d="M260 230L300 30H900L940 230Z" fill="#48494d" stroke="${colour}" stroke-width="24" stroke-linejoin="round"/>` +
        `<path d="${mirrored("M40 690L200 440L250 230L170 210L20 560Z")}" fill="${paint}"/>` +
        `<path d="M180 440H1020V470H180Z" fill="#9ca1a6"/>` +
        `<path d="M60 470H1140L1150 700H50Z" fill="${paint}"/>` +
        `<path d="${mirrored("M70 480H270L255 550H65Z")}" fill="${TAIL}"/>` +
        `<path d="M50 700H1150L1130 790H70Z" fill="#222427"/>` +
        plate
      );
    case "tub":
      return (
        scene +
        `<path d="M220 90H980V280H220Z" fill="${paint}"/>` +
        `<rect x="330" y="115" width="540" height="120" rx="16" fill="url(#${defs.vertical("#7b8d9e", "#1a2129")})"/>` +
        `<path d="M250 280H950L1070 600H130Z" fill="#2a2b2e"/>` +
        `<path d="M350 280L280 600M450 280L430 600M550 280L530 600M650 280L670 600M750 280L770 600M850 280L920 600" stroke="#1c1d1f" stroke-width="14"/>` +
        `<path d="${mirrored("M130 600L250 280L200 260L50 590Z")}" fill="${paint}"/>` +
        `<path d="${mirrored("M50 590L75 590L60 470L40 470Z")}" fill="${TAIL}"/>` +
        `<path d="M130 600H1070L1130 690H70Z" fill="${shade(colour, -0.25)}"/>` +
        `<path d="M230 615H970L1010 675H190Z" fill="#2f3033"/>` +
        `<path d="M60 690H1140V790H60Z" fill="#5d6166"/>` +
        plate
      );
    case "tray":
      return (
        scene +
        `<path d="M330 60H870V130H330Z" fill="${paint}"/>` +
        `<path d="M230 100H970V300H230Z" fill="none" stroke="#b9bdc1" stroke-width="16"/>` +
        `<path d="M330 100V300M430 100V300M530 100V300M630 100V300M730 100V300M830 100V300" stroke="#b9bdc1" stroke-width="10"/>` +
        `<path d="M230 300H970L1100 620H100Z" fill="#c4c8cc"/>` +
        `<path d="M330 300L260 620M430 300L400 620M530 300L520 620M670 300L680 620M770 300L800 620M870 300L940 620" stroke="#aab0b5" stroke-width="5"/>` +
        `<path d="${mirrored("M100 620L230 300L215 295L80 610Z")}" fill="#a9aeb3"/>` +
        `<path d="M80 620H1120V680H80Z" fill="#b3b8bc"/>` +
        `<path d="M260 680H940V780H260Z" fill="#2a2c2f"/>` +
        `<path d="${mirrored("M110 690H230V740H110Z")}" fill="${TAIL}"/>` +
        plate
      );
    case "cargo":
      return (
        scene +
        `<path d="M380 200H820V470H380Z" fill="#9fa4a9"/>` +
        `<path d="M380 470H820L1000 670H200Z" fill="#a78a64"/>` +
        `<path d="M470 470L420 670M560 470L540 670M640 470L660 670M730 470L780 670" stroke="#8b7150" stroke-width="5"/>` +
        `<path d="${mirrored("M200 670L380 470V200L200 60Z")}" fill="#b4b9be"/>` +
        `<path d="M200 60L380 200H820L1000 60Z" fill="#cbcfd3"/>` +
        `<path d="${mirrored("M230 300L360 330M230 450L360 440")}" stroke="#7c8186" stroke-width="8"/>` +
        `<path d="M140 20H1060V690H140ZM200 60V670H1000V60Z" fill="${paint}" fill-rule="evenodd"/>` +
        `<path d="${mirrored("M0 50L140 20V690L0 730Z")}" fill="${shade(colour, -0.2)}"/>` +
        `<path d="${mirrored("M155 430H185V640H155Z")}" fill="${TAIL}"/>` +
        `<path d="M120 690H1080V790H120Z" fill="#2a2c2f"/>` +
        plate
      );
  }
}

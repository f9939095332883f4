import type { AustralianState } from "@/domain/delivery/state-bounds";
import { ACT } from "./act";
import type { StateCharges } from "./charges";
import { NSW } from "./nsw";
import { NT } from "./nt";
import { QLD } from "./qld";
import { SA } from "./sa";
import { TAS } from "./tas";
import { VIC } from "./vic";
import { WA } from "./wa";

/** Each state's and territory's table of government charges, by the state the shopper's postcode is in. */
export const STATE_CHARGES: Record<AustralianState, StateCharges> = { NSW, VIC, QLD, SA, WA, TAS, ACT, NT };

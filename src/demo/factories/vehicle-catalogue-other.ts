import { bikeModel as b, carModel as c, caravanModel as v, truckModel as t, type CatalogueModel } from "./vehicle-catalogue-types";

/** Makes seen mostly as used trade-ins (including discontinued Holden). */
export const USED_MARKET_CARS: readonly CatalogueModel[] = [
  c("Holden", "Commodore", "sedan", "VF II", "Petrol", 3564, 6, "A6", "RWD", [["Evoke", 35990], ["SV6", 42990], ["SS-V Redline", 56990]], { since: 2013, until: 2017, weight: 3 }),
  c("Holden", "Colorado", "ute", "RG MY20", "Diesel", 2776, 4, "A6", "4x4", [["LS", 45990], ["LTZ", 52990], ["Z71", 57990]], { since: 2013, until: 2020, weight: 4 }),
  c("Holden", "Captiva", "suv", "CG MY18", "Petrol", 2384, 4, "A6", "2WD", [["LS", 30990], ["LTZ", 38990]], { since: 2011, until: 2018, seats: 7, weight: 2 }),
  c("Tesla", "Model 3", "sedan", "Highland", "Electric", null, null, "1SP", "RWD", [["Rear-Wheel Drive", 54990], ["Long Range", 63990], ["Performance", 80990]], { since: 2019, weight: 3 }),
  c("Tesla", "Model Y", "suv", "Juniper", "Electric", null, null, "1SP", "RWD", [["Rear-Wheel Drive", 55990], ["Long Range", 68990]], { since: 2022, weight: 4 }),
  c("BMW", "X5", "suv", "G05 LCI", "Diesel", 2993, 6, "A8", "AWD", [["xDrive30d", 127900]], { weight: 1 }),
  c("BMW", "3 Series", "sedan", "G20 LCI", "Petrol", 1998, 4, "A8", "RWD", [["320i", 74900], ["330i M Sport", 84900]], { weight: 2, turbo: true }),
  c("Mercedes-Benz", "C-Class", "sedan", "W206", "Petrol", 1496, 4, "A9", "RWD", [["C200", 78900], ["C300", 90400]], { weight: 2, turbo: true }),
  c("Mercedes-Benz", "GLC", "suv", "X254", "Petrol", 1999, 4, "A9", "AWD", [["GLC 300 4MATIC", 99900]], { turbo: true }),
  c("Mercedes-Benz", "Sprinter", "van", "VS30", "Diesel", 2143, 4, "A9", "RWD", [["316 CDI MWB", 69990]]),
  c("Audi", "Q5", "suv", "FY MY24", "Diesel", 1968, 4, "DCT7", "AWD", [["40 TDI quattro", 74900], ["45 TFSI Sportback", 84900]]),
  c("Audi", "A3", "hatch", "8Y MY24", "Petrol", 1395, 4, "DCT8", "FWD", [["35 TFSI", 49900]], { turbo: true }),
  c("Jeep", "Wrangler", "suv", "JL MY24", "Petrol", 1995, 4, "A8", "4x4", [["Sport S", 74950], ["Rubicon", 89950]], { turbo: true }),
  c("Jeep", "Grand Cherokee", "suv", "WL MY24", "Petrol", 3604, 6, "A8", "4x4", [["Night Eagle", 72950], ["Limited", 81950]], { weight: 2 }),
  c("LDV", "T60 Max", "ute", "SK8C", "Diesel", 1996, 4, "A8", "4x4", [["Pro", 44990], ["Luxe", 51990]], { since: 2021, weight: 2 }),
  c("LDV", "G10", "van", "SV7A", "Petrol", 1995, 4, "A6", "RWD", [["G10", 36990]], { turbo: true }),
  c("BYD", "Atto 3", "suv", "EKEA", "Electric", null, null, "1SP", "FWD", [["Standard Range", 44499], ["Extended Range", 47499]], { since: 2022, weight: 2 }),
  c("BYD", "Seal", "sedan", "EKEC", "Electric", null, null, "1SP", "RWD", [["Dynamic", 49888], ["Premium", 58798], ["Performance", 68888]], { since: 2023 }),
  c("BYD", "Dolphin", "hatch", "EKEB", "Electric", null, null, "1SP", "FWD", [["Dynamic", 36888]], { since: 2023 }),
  c("Lexus", "NX", "suv", "AAZH20R", "Hybrid", 2487, 4, "CVT", "AWD", [["NX350h Luxury", 79000], ["NX350h F Sport", 89000]], { since: 2018 }),
  c("Lexus", "RX", "suv", "TALH17R", "Hybrid", 2487, 4, "CVT", "AWD", [["RX350h Luxury", 99000]], { since: 2016 }),
  c("Land Rover", "Defender", "suv", "L663 MY24", "Diesel", 2997, 6, "A8", "4x4", [["110 D250 SE", 105000]], { since: 2020 }),
];

/** Motorcycles: HD, Kawasaki, Yamaha, Honda, BMW Motorrad, KTM. */
export const MOTORCYCLES: readonly CatalogueModel[] = [
  b("Harley-Davidson", "Street Glide", "FLHX", 1923, 2, "M6", "Belt", [["Street Glide", 49995], ["Special", 54995]], { weight: 2 }),
  b("Harley-Davidson", "Fat Boy 114", "FLFBS", 1868, 2, "M6", "Belt", [["Fat Boy 114", 39995]]),
  b("Harley-Davidson", "Sportster S", "RH1250S", 1252, 2, "M6", "Belt", [["Sportster S", 27995]], { since: 2021 }),
  b("Harley-Davidson", "Low Rider S", "FXLRS", 1923, 2, "M6", "Belt", [["Low Rider S", 39495]], { since: 2020 }),
  b("Kawasaki", "Ninja 400", "EX400", 399, 2, "M6", "Chain", [["Ninja 400", 8499], ["KRT Edition", 8999]], { weight: 3 }),
  b("Kawasaki", "Z900", "ZR900", 948, 4, "M6", "Chain", [["Z900", 15999], ["SE", 17999]], { weight: 2 }),
  b("Kawasaki", "Versys 650", "KLE650", 649, 2, "M6", "Chain", [["Versys 650", 13499]]),
  b("Kawasaki", "KLR650", "KL650", 652, 1, "M5", "Chain", [["KLR650", 10499]], { since: 2022 }),
  b("Yamaha", "MT-07", "MT07", 689, 2, "M6", "Chain", [["MT-07", 12499]], { weight: 3 }),
  b("Yamaha", "YZF-R3", "R3", 321, 2, "M6", "Chain", [["YZF-R3", 8999]], { weight: 2 }),
  b("Yamaha", "Tenere 700", "XTZ690", 689, 2, "M6", "Chain", [["Tenere 700", 18499]], { since: 2019, weight: 2 }),
  b("Yamaha", "WR450F", "WR450F", 450, 1, "M5", "Chain", [["WR450F", 14299]]),
  b("Honda", "CB650R", "RH02", 649, 4, "M6", "Chain", [["CB650R", 14799]]),
  b("Honda", "CRF300L", "MD47", 286, 1, "M6", "Chain", [["CRF300L", 8999], ["Rally", 10999]], { since: 2021, weight: 2 }),
  b("Honda", "Africa Twin", "CRF1100L", 1084, 2, "DCT6", "Chain", [["CRF1100L", 21599], ["Adventure Sports", 26999]], { weight: 2 }),
  b("Honda", "Rebel 500", "CMX500", 471, 2, "M6", "Chain", [["Rebel 500", 9999]], { weight: 2 }),
  b("BMW Motorrad", "R 1250 GS", "K50", 1254, 2, "M6", "Shaft", [["R 1250 GS", 30990], ["Adventure", 34990]], { weight: 2 }),
  b("BMW Motorrad", "S 1000 RR", "K67", 999, 4, "M6", "Chain", [["S 1000 RR", 32990]]),
  b("BMW Motorrad", "G 310 R", "K03", 313, 1, "M6", "Chain", [["G 310 R", 7990]]),
  b("KTM", "390 Duke", "390DUKE", 373, 1, "M6", "Chain", [["390 Duke", 8995]], { weight: 2 }),
  b("KTM", "890 Adventure", "890ADV", 889, 2, "M6", "Chain", [["890 Adventure", 21995], ["R", 24995]]),
  b("KTM", "1290 Super Duke R", "1290SDR", 1301, 2, "M6", "Chain", [["1290 Super Duke R", 30895]]),
];

/** Caravans and camper trailers (item_type caravan). */
export const CARAVANS: readonly CatalogueModel[] = [
  v("Jayco", "Journey", "JY24", { sleeps: 4, axle: "Tandem", tareKg: 2390, atmKg: 2990, lengthMm: 6620, widthMm: 2440 }, [["21.66-3 Outback", 78990], ["19.61-2 Outback", 72990]], { weight: 3 }),
  v("Jayco", "Silverline", "SL24", { sleeps: 2, axle: "Tandem", tareKg: 2790, atmKg: 3490, lengthMm: 7010, widthMm: 2440 }, [["21.66-3 Outback", 102990]], { weight: 2 }),
  v("Jayco", "Starcraft", "SC24", { sleeps: 4, axle: "Single", tareKg: 1680, atmKg: 2180, lengthMm: 5330, widthMm: 2400 }, [["17.58-3", 54990]], { weight: 2 }),
  v("Coromal", "Element", "E24", { sleeps: 2, axle: "Tandem", tareKg: 2050, atmKg: 2650, lengthMm: 6100, widthMm: 2420 }, [["E17", 59990], ["E20", 69990]]),
  v("Coromal", "Appeal", "A24", { sleeps: 4, axle: "Tandem", tareKg: 2240, atmKg: 2800, lengthMm: 6400, widthMm: 2420 }, [["601", 58990]]),
  v("Avan", "Aspire", "AS24", { sleeps: 2, axle: "Single", tareKg: 1550, atmKg: 1990, lengthMm: 5050, widthMm: 2290 }, [["495 MKII", 49990]]),
  v("Avan", "Cruiseliner", "CL24", { sleeps: 2, axle: "Single", tareKg: 1250, atmKg: 1650, lengthMm: 4500, widthMm: 2200 }, [["CL4", 55990]]),
  v("Avan", "Aliner", "AL24", { sleeps: 2, axle: "Single", tareKg: 850, atmKg: 1250, lengthMm: 4200, widthMm: 2100 }, [["Ultra", 39990]]),
  v("Lotus Caravans", "Trooper", "TR24", { sleeps: 4, axle: "Tandem", tareKg: 2850, atmKg: 3500, lengthMm: 7400, widthMm: 2470 }, [["19'6\" Family", 119990]]),
  v("Lotus Caravans", "Off Grid", "OG24", { sleeps: 2, axle: "Tandem", tareKg: 2900, atmKg: 3500, lengthMm: 7600, widthMm: 2470 }, [["21'", 129990]]),
  v("Lotus Caravans", "Freelander", "FL24", { sleeps: 2, axle: "Tandem", tareKg: 2700, atmKg: 3300, lengthMm: 7300, widthMm: 2450 }, [["20'6\"", 104990]]),
];

/** Light and medium trucks. */
export const TRUCKS: readonly CatalogueModel[] = [
  t("Isuzu", "N Series", "cab-chassis", "NPR", 2999, 4, "A6", [["NPR 45-155 AMT", 72990], ["NPR 65-190 AMT", 89990], ["NLR 45-150 MWB", 69990]], { weight: 4 }),
  t("Isuzu", "F Series", "truck", "FVR", 7790, 6, "A6", [["FVR 165-300 Auto", 155990]], { weight: 2 }),
  t("Hino", "300 Series", "cab-chassis", "616", 4009, 4, "A6", [["616 Auto", 79990], ["921 Wide Cab", 99990]], { weight: 3 }),
  t("Hino", "500 Series", "truck", "FD", 7684, 6, "A6", [["FD 1124 Auto", 159990]]),
  t("Fuso", "Canter", "cab-chassis", "FEB", 2998, 4, "DCT6", [["515 Wide Cab", 74990], ["918 Wide Cab", 89990]], { weight: 3 }),
  t("Fuso", "Fighter", "truck", "FK", 7545, 6, "A6", [["1627 Auto", 169990]]),
];

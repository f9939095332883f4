/**
 * The five demo tenants: site configuration (accepted by `siteConfigSchema`) plus the dealerships and
 * locations behind each. Fictitious businesses; phone numbers are in ACMA's 5550 fiction range.
 */
import { GOOGLE_REVIEWS_FULL_QUANTITY } from "@/domain/reviews/shown-reviews";
import type { DealershipBlueprint, LocationBlueprint, TenantBlueprint } from "@/demo/factories/blueprints";
import { groupNavigation, manufacturerDealerNavigation, outdoorNavigation, usedSpecialistNavigation, type Navigation } from "@/demo/factories/navigation-factory";

function location(slug: string, name: string, place: string, street: string, phone: string, primary = false): LocationBlueprint {
  return { slug, name, place, street, phone, primary, locationType: "sales" };
}

function dealership(slug: string, name: string, makes: readonly string[], locations: LocationBlueprint[], stockProfile: DealershipBlueprint["stockProfile"] = "franchise"): DealershipBlueprint {
  return { slug, name, makes, stockProfile, leadEmail: `leads+${slug}@example.com.au`, locations };
}

const scopeTo = (dealerships: readonly DealershipBlueprint[]) => [[{ field: "dealership_slug" as const, values: dealerships.map((d) => d.slug) }]];

const HARBOUR_TOYOTA_DEALERS = [
  dealership("harbour-toyota", "Harbour Toyota", ["Toyota"], [
    location("harbour-toyota-broadmeadow", "Harbour Toyota Broadmeadow", "broadmeadow", "215 Lambton Road", "(02) 5550 1100", true),
    location("harbour-toyota-maitland", "Harbour Toyota Maitland", "maitland", "402 High Street", "(02) 5550 1140"),
  ]),
];

const METRO_DEALERS = [
  dealership("metro-mazda", "Metro Mazda", ["Mazda"], [location("metro-mazda-springwood", "Metro Mazda Springwood", "springwood", "3350 Pacific Highway", "(07) 5550 0110", true)]),
  dealership("metro-hyundai", "Metro Hyundai", ["Hyundai"], [
    location("metro-hyundai-windsor", "Metro Hyundai Windsor", "windsor", "220 Lutwyche Road", "(07) 5550 0120", true),
    location("metro-hyundai-north-lakes", "Metro Hyundai North Lakes", "north-lakes", "9 Flinders Parade", "(07) 5550 0121"),
  ]),
  dealership("metro-kia", "Metro Kia", ["Kia"], [
    location("metro-kia-aspley", "Metro Kia Aspley", "aspley", "1411 Gympie Road", "(07) 5550 0130", true),
    location("metro-kia-capalaba", "Metro Kia Capalaba", "capalaba", "88 Old Cleveland Road", "(07) 5550 0131"),
  ]),
  dealership("metro-ford", "Metro Ford", ["Ford"], [
    location("metro-ford-moorooka", "Metro Ford Moorooka", "moorooka", "145 Beaudesert Road", "(07) 5550 0140", true),
    location("metro-ford-eagle-farm", "Metro Ford Commercial Eagle Farm", "eagle-farm", "640 Kingsford Smith Drive", "(07) 5550 0141"),
  ]),
  dealership("metro-volkswagen", "Metro Volkswagen", ["Volkswagen"], [location("metro-volkswagen-indooroopilly", "Metro Volkswagen Indooroopilly", "indooroopilly", "505 Moggill Road", "(07) 5550 0150", true)]),
  dealership("metro-nissan", "Metro Nissan", ["Nissan"], [
    location("metro-nissan-mount-gravatt", "Metro Nissan Mount Gravatt", "mount-gravatt", "1907 Logan Road", "(07) 5550 0160", true),
    location("metro-nissan-browns-plains", "Metro Nissan Browns Plains", "browns-plains", "58 Browns Plains Road", "(07) 5550 0161"),
  ]),
  dealership("metro-mg", "Metro MG", ["MG"], [location("metro-mg-kedron", "Metro MG Kedron", "kedron", "560 Gympie Road", "(07) 5550 0170", true)]),
  dealership("metro-subaru", "Metro Subaru", ["Subaru"], [location("metro-subaru-woolloongabba", "Metro Subaru Woolloongabba", "woolloongabba", "780 Ipswich Road", "(07) 5550 0180", true)]),
];

const VALUE_USED_DEALERS = [
  dealership("value-used-cars", "Value Used Cars", [], [
    location("value-used-cars-dandenong", "Value Used Cars Dandenong", "dandenong", "120 Princes Highway", "(03) 5550 2200", true),
    location("value-used-cars-ringwood", "Value Used Cars Ringwood", "ringwood", "44 Maroondah Highway", "(03) 5550 2240"),
  ], "used"),
];

const RIDGEWAY_DEALERS = [
  dealership("ridgeway-motorcycles", "Ridgeway Motorcycles", ["Harley-Davidson", "Kawasaki", "Yamaha", "Honda", "BMW Motorrad", "KTM"], [
    location("ridgeway-motorcycles-toowoomba", "Ridgeway Motorcycles Toowoomba", "toowoomba", "310 Ruthven Street", "(07) 5550 4400", true),
  ], "outdoor"),
  dealership("ridgeway-caravans", "Ridgeway Caravans", ["Jayco", "Coromal", "Avan", "Lotus Caravans"], [
    location("ridgeway-caravans-harristown", "Ridgeway Caravans Harristown", "harristown", "702 Anzac Avenue", "(07) 5550 4420", true),
    location("ridgeway-caravans-dalby", "Ridgeway Caravans Dalby", "dalby", "17 Patrick Street", "(07) 5550 4430"),
  ], "outdoor"),
];

const SOUTHERN_CROSS_DEALERS = [
  dealership("southern-cross-honda", "Southern Cross Honda", ["Honda"], [location("southern-cross-honda-southport", "Southern Cross Honda Southport", "southport", "95 Ferry Road", "(07) 5550 3100", true)]),
  dealership("southern-cross-mitsubishi", "Southern Cross Mitsubishi", ["Mitsubishi"], [
    location("southern-cross-mitsubishi-tweed", "Southern Cross Mitsubishi Tweed", "tweed-heads-south", "12 Minjungbal Drive", "(07) 5550 3110", true),
  ]),
  dealership("southern-cross-isuzu-ute", "Southern Cross Isuzu UTE", ["Isuzu"], [location("southern-cross-isuzu-ute-nerang", "Southern Cross Isuzu UTE Nerang", "nerang", "3 Lawrence Drive", "(07) 5550 3120", true)]),
  dealership("southern-cross-gwm-suzuki", "Southern Cross GWM & Suzuki", ["GWM", "Suzuki"], [
    location("southern-cross-gwm-suzuki-robina", "Southern Cross GWM & Suzuki Robina", "robina", "50 Scottsdale Drive", "(07) 5550 3130", true),
  ]),
  dealership("southern-cross-trucks", "Southern Cross Trucks", ["Isuzu", "Hino", "Fuso"], [
    location("southern-cross-trucks-yatala", "Southern Cross Trucks Yatala", "yatala", "28 Darlington Drive", "(07) 5550 3140", true),
  ], "trucks"),
];

const SPIN_TO_WIN_LINK = { label: "Spin to Win", href: "/spin-to-win" };
/** A site's menus with its prize wheel at the end of the header (left out by the menus while no campaign runs). */
const withSpinToWin = (navigation: Navigation): Navigation => ({ ...navigation, header: [...navigation.header, SPIN_TO_WIN_LINK] });

const SPIN_TERMS = (dealer: string, where: string) =>
  `One spin per person during the promotion; you must be signed in with an Australian mobile number. Prizes are as shown on the wheel, have no cash value, cannot be exchanged or combined with other offers, and are claimed by showing your redemption code at ${where} by the promotion's last day. ${dealer} may withdraw the promotion or change prizes at any time; prizes already won stay valid.`;

/** The demo tenants, in seeding order. They never change with the number of cars seeded. */
export const DEMO_TENANTS: readonly TenantBlueprint[] = [
  {
    isDefault: false, carShare: 12, dealerships: HARBOUR_TOYOTA_DEALERS,
    config: {
      slug: "harbour-toyota", name: "Harbour Toyota", template: "manufacturer", domains: ["harbourtoyota.example"], url: "https://harbourtoyota.example",
      tagline: "Newcastle and the Hunter's Toyota dealer since 1978.", manufacturer: { name: "Toyota" },
      address: { city: "Newcastle", state: "NSW", placeUrl: "https://www.google.com/maps/search/?api=1&query=Harbour%20Toyota%20Broadmeadow" },
      youtubeUrl: "https://www.youtube.com/@harbourtoyota", xtimeWebkey: "HTOYNEWC2292",
      theme: { primary: "#eb0a1e", accent: "#1a1a1a", surface: "#ffffff", wordmark: "HARBOUR TOYOTA" },
      navigation: withSpinToWin(manufacturerDealerNavigation({ groupName: "Harbour Toyota", make: "Toyota" })),
      searchFilters: scopeTo(HARBOUR_TOYOTA_DEALERS), financeProvider: "manual", certifiedFeature: true, defaultViewerMode: "gallery",
      phoneNumbers: { new: "(02) 5550 1100", used: "(02) 5550 1122" }, photoMinimum: 7,
      stock: { models: ["HiLux", "RAV4", "LandCruiser Prado", "Corolla", "Kluger", "Yaris Cross"] },
      buttons: ["enquire", "testDrive", "finance", "tradeIn", "reserve", "callUsNow", "location"],
      hideTwitterShare: true, showUnregisteredRego: false, strictFavourites: true, checkout: { requiresSignIn: true }, finance: { creditCheck: true },
      onlinePayment: { enabled: true },
      plugins: [{ name: "Autogauge", feature: "autogauge" }], promoTiles: { positions: [8, 17] }, locationBlock: "tabs",
      homeBlocks: [{ type: "promotionSlider" }, { type: "serviceBanner" }, { type: "latestCars" }, { type: "offers" }, { type: "reviews" }, { type: "facebookPosts" }, { type: "locations" }, { type: "paymentMethods" }],
      spinToWin: {
        id: "hunter-spin-2026",
        title: "Spin to Win at Harbour Toyota",
        intro: "Sign in with your mobile, spin the wheel once and take home something for your Toyota.",
        prizes: [
          { id: "accessories-100", label: "$100 off accessories", description: "$100 off genuine Toyota accessories fitted at purchase.", weight: 40 },
          { id: "window-tint", label: "Free window tint", description: "Window tinting fitted free with any new or used car you buy from us.", weight: 10 },
          { id: "service-150", label: "$150 service voucher", description: "$150 off your next scheduled service at Broadmeadow.", weight: 25 },
          { id: "detail", label: "Free full detail", description: "A full interior and exterior detail, booked with our service team.", weight: 20 },
          { id: "roadside-year", label: "A year of roadside assist", description: "Twelve months of Toyota roadside assistance on a car you buy from us.", weight: 5 },
        ],
        terms: SPIN_TERMS("Harbour Toyota", "any Harbour Toyota location"),
        startsOn: "2026-11-01",
        endsOn: "2027-12-31",
      },
    },
  },
  {
    isDefault: false, carShare: 35, dealerships: METRO_DEALERS,
    config: {
      slug: "metro-motor-group", name: "Metro Motor Group", template: "metro-group", domains: ["metromotorgroup.example"], url: "https://metromotorgroup.example",
      tagline: "Eight brands, twelve locations, one Brisbane family.", address: { city: "Brisbane", state: "QLD" },
      theme: { primary: "#0b3d91", accent: "#f5a623", wordmark: "METRO MOTOR GROUP" },
      navigation: groupNavigation({ groupName: "Metro Motor Group", makes: ["Mazda", "Hyundai", "Kia", "Ford", "Volkswagen", "Nissan", "MG", "Subaru"] }),
      searchFilters: scopeTo(METRO_DEALERS), financeProvider: "360_finance", defaultInterestRate: 8.5, showViewCount: true, collapseSoldCars: true,
      popularMakes: ["Mazda", "Hyundai", "Kia", "Ford", "Toyota", "Nissan", "Volkswagen", "Mitsubishi"],
      phoneNumbers: { new: "(07) 5550 0100", used: "+61 7 5550 0199" },
      buttons: ["enquire", "testDrive", "finance", "tradeIn", "onlinePurchase", "callUsNow", "chatWithUs"],
      plugins: [{ name: "Car Analysis", feature: "car-analysis" }], reviews: { minimumRating: 4, hiddenReviewers: [], max: GOOGLE_REVIEWS_FULL_QUANTITY }, locationBlock: "map",
      homeBlocks: [{ type: "hero" }, { type: "salesCounter" }, { type: "latestCars" }, { type: "budgetSearch" }, { type: "reviews" }, { type: "locations" }],
      brandsDirectory: {
        establishedYear: 1987,
        ownBrands: [
          { name: "Metro Certified Used", description: "Inspected, warranted used cars from every Metro dealership.", href: "/search/used-cars" },
          { name: "Metro Service Centre", description: "One booking line for servicing any of our eight brands.", href: "/service" },
        ],
      },
    },
  },
  {
    isDefault: false, carShare: 13, dealerships: VALUE_USED_DEALERS,
    config: {
      slug: "value-used-cars", name: "Value Used Cars", template: "used-specialist", domains: ["valueusedcars.example"], url: "https://valueusedcars.example",
      tagline: "Melbourne's no-haggle used car yard. Every car inspected, every price upfront.", address: { city: "Melbourne", state: "VIC" },
      theme: { primary: "#1f7a3a", accent: "#ffcc00", primaryText: "#ffffff", wordmark: "VALUE USED CARS" },
      navigation: withSpinToWin(usedSpecialistNavigation("Value Used Cars")),
      searchFilters: [...scopeTo(VALUE_USED_DEALERS), [{ field: "car_type", values: ["used"] }]],
      offersSubscriptions: true, financeProvider: "angle", showPhoneImmediately: true, phoneNumbers: { used: "(03) 5550 2200" },
      noPriceText: "Call for price", soldTagText: "SOLD", similarCarsButtonText: "Show Me Similar Cars", includeSoldCarsDays: 5,
      buttons: ["enquire", "finance", "tradeIn", "carHistoryReport", "whatsapp", "callUsNow"],
      plugins: [{ name: "PPSR Report", feature: "ppsr" }, { name: "Autogauge", feature: "autogauge" }], locationBlock: "card", priceHistory: true,
      homeBlocks: [
        { type: "closableBanner", id: "open-saturdays", message: "Now open Saturdays at Dandenong and Ringwood.", link: { label: "Find us", href: "/contact" } },
        { type: "hero", style: "overlay" }, { type: "latestCars" }, { type: "budgetSearch" }, { type: "paymentMethods" }, { type: "reviews" },
      ],
      spinToWin: {
        id: "value-spin-2026",
        title: "Spin to Win",
        intro: "Sign in with your mobile and spin the wheel once. Every prize comes with a code to show us at either yard.",
        prizes: [
          { id: "fuel-50", label: "$50 fuel card", description: "A $50 fuel card, handed over at either yard.", weight: 35 },
          { id: "accessories-100", label: "$100 off accessories", description: "$100 off floor mats, tow bars or roof racks fitted at purchase.", weight: 30 },
          { id: "window-tint", label: "Free window tint", description: "Window tinting fitted free with any car you buy from us.", weight: 10 },
          { id: "warranty-upgrade", label: "Warranty upgrade", description: "Your statutory warranty extended to 24 months on any car you buy from us.", weight: 5 },
        ],
        terms: SPIN_TERMS("Value Used Cars", "our Dandenong or Ringwood yard"),
        startsOn: "2026-11-01",
        endsOn: "2027-12-31",
      },
    },
  },
  {
    isDefault: false, carShare: 10, dealerships: RIDGEWAY_DEALERS,
    config: {
      slug: "ridgeway-bikes-caravans", name: "Ridgeway Bikes & Caravans", template: "outdoor", domains: ["ridgeway.example"], url: "https://ridgeway.example",
      tagline: "Motorcycles, caravans and the open road from the Darling Downs.", address: { city: "Toowoomba", state: "QLD" },
      theme: { primary: "#c2410c", accent: "#1c1917", surface: "#fffaf5", wordmark: "RIDGEWAY" },
      navigation: outdoorNavigation("Ridgeway Bikes & Caravans"),
      searchFilters: scopeTo(RIDGEWAY_DEALERS), financeProvider: "taurus", defaultInterestRate: 9.95, defaultViewerMode: "gallery",
      phoneNumbers: { new: "(07) 5550 4400", used: "(07) 5550 4411" },
      popularMakes: ["Harley-Davidson", "Kawasaki", "Yamaha", "Jayco", "Coromal"],
      buttons: ["enquire", "testDrive", "finance", "tradeIn", "callUsNow", "location"], justArrivedDays: 14, locationBlock: "grid",
      vehicleWord: { one: "vehicle", many: "vehicles" },
      reviews: { minimumRating: 4, hiddenReviewers: [], max: 3 },
      homeBlocks: [
        { type: "hero", style: "overlay", heading: "Ride further. Stay longer." }, { type: "latestCars" },
        { type: "serviceBanner", text: "Bike and caravan servicing by qualified technicians, with pick-up across the Darling Downs." }, { type: "reviews" },
        { type: "facebookPosts", title: "News from the Workshop" }, { type: "locations" },
      ],
    },
  },
  {
    isDefault: true, carShare: 30, dealerships: SOUTHERN_CROSS_DEALERS,
    config: {
      slug: "southern-cross-auto", name: "Southern Cross Auto Group", template: "group-portal", domains: ["southerncrossauto.example"], url: "https://southerncrossauto.example",
      tagline: "Gold Coast and Tweed's family of dealerships: cars, utes and trucks.", address: { city: "Gold Coast", state: "QLD" },
      theme: { primary: "#002b5c", accent: "#e4002b", wordmark: "SOUTHERN CROSS" },
      navigation: groupNavigation({ groupName: "Southern Cross Auto Group", makes: ["Honda", "Mitsubishi", "Isuzu", "GWM", "Suzuki", "Hino", "Fuso"] }),
      searchFilters: scopeTo(SOUTHERN_CROSS_DEALERS), financeProvider: "youx",
      phoneNumbers: { new: "(07) 5550 3100", used: "(07) 5550 3122", demo: "+61 7 5550 3133" }, filterPhoneNumbersByCarType: true,
      popularMakes: ["Mitsubishi", "Isuzu", "Honda", "GWM", "Suzuki", "Toyota", "Ford"], promoTiles: { positions: [9, 18] },
      buttons: ["enquire", "testDrive", "financeYouX", "tradeIn", "reserve", "paymentMethods", "callUsNow"], photoMinimum: 3, reservePath: "buy-online",
      onlinePayment: { enabled: true },
      reviews: { minimumRating: 4.2, hiddenReviewers: [], max: 10 }, locationBlock: "grid",
      homeBlocks: [
        { type: "closableBanner", id: "holiday-hours", message: "Holiday trading: every dealership is open this Saturday, 8 am to 4 pm.", link: { label: "Our locations", href: "/dealerships" } },
        { type: "promotionSlider" }, { type: "salesCounter" }, { type: "latestCars" }, { type: "offers" }, { type: "reviews" },
        { type: "budgetSearch" }, { type: "paymentMethods" }, { type: "locations" },
      ],
      brandsDirectory: {
        establishedYear: 1994,
        ownBrands: [
          { name: "Southern Cross Used Cars", description: "Quality used cars and utes from across the group.", href: "/search/used-cars" },
          { name: "Southern Cross Service", description: "Servicing for every make we sell, at five locations.", href: "/service" },
          { name: "Southern Cross Finance", description: "Car, ute and truck finance arranged in-house.", href: "/finance" },
        ],
      },
    },
  },
];

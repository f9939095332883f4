import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parsePlainSearch } from "./plain-search";
import { plainSearchRequest } from "./plain-search-href";
import { parseSearchParams, searchRequestToParams } from "./search-request";
import { MAX_INPUT_CHARACTERS, MAX_INPUT_WORDS } from "./plain-search-tokens";
import { PLAIN_SEARCH_BIKES_SITE, PLAIN_SEARCH_SITE } from "../../../tests/fixtures/plain-search-site";

const WHITE = "colour=Glacier White&colour=Frozen White";
const BLUE = "colour=Ink Blue&colour=Arctic Blue";

/** The reading as the search's own URL parameters, in a stable order (a facet's values in any order). */
function paramsOf(text: string, site = PLAIN_SEARCH_SITE): string[] {
  return [...searchRequestToParams(plainSearchRequest(parsePlainSearch(text, site)))].map(([name, value]) => `${name}=${value}`).sort();
}
const expected = (params: string) => [...new URLSearchParams(params)].map(([name, value]) => `${name}=${value}`).sort();

// [what the shopper typed, the search it means as URL parameters; query= is what was left over]
const PHRASINGS: readonly (readonly [string, string])[] = [
  // Issue 35's four examples.
  ["white hybrid SUV under 35k", `${WHITE}&fuel=Hybrid&body=SUV&price_max=35000`],
  ["ute 4x4 diesel auto less than 80,000 km", "body=Ute&drive=4x4&fuel=Diesel&transmission=Automatic&km_max=80000"],
  ["2020 or newer corolla hatch", "year_min=2020&make=Toyota&model=Corolla&body=Hatch"],
  ["7 seater under $40k near Brisbane", "seats=7&price_max=40000&city=Brisbane"],
  // Makes and models.
  ["toyota", "make=Toyota"],
  ["Toyota", "make=Toyota"],
  ["TOYOTA COROLLA", "make=Toyota&model=Corolla"],
  ["corolla", "make=Toyota&model=Corolla"],
  ["corolla cross", "make=Toyota&model=Corolla Cross"],
  ["toyota corolla cross hybrid", "make=Toyota&model=Corolla Cross&fuel=Hybrid"],
  ["land rover defender", "make=Land Rover&model=Defender"],
  ["landrover", "make=Land Rover"],
  ["land-rover discovery", "make=Land Rover&model=Discovery"],
  ["land cruiser", "make=Toyota&model=LandCruiser"],
  ["landcruiser", "make=Toyota&model=LandCruiser"],
  ["land cruiser prado", "make=Toyota&model=LandCruiser Prado"],
  ["landcruiser prado gxl", "make=Toyota&model=LandCruiser Prado&badge=GXL"],
  ["mercedes", "make=Mercedes-Benz"],
  ["mercedes-benz", "make=Mercedes-Benz"],
  ["mercedes benz a class", "make=Mercedes-Benz&model=A-Class"],
  ["benz glc", "make=Mercedes-Benz&model=GLC"],
  ["merc a-class", "make=Mercedes-Benz&model=A-Class"],
  ["vw golf", "make=Volkswagen&model=Golf"],
  ["volkswagen amarok", "make=Volkswagen&model=Amarok"],
  ["mini cooper", "make=MINI&model=Cooper"],
  ["cx-5", "make=Mazda&model=CX-5"],
  ["cx5", "make=Mazda&model=CX-5"],
  ["cx 5", "make=Mazda&model=CX-5"],
  ["mazda cx9", "make=Mazda&model=CX-9"],
  ["mazda 3", "make=Mazda&model=Mazda3"],
  ["mazda3", "make=Mazda&model=Mazda3"],
  ["bt-50", "make=Mazda&model=BT-50"],
  ["bt50 4x4", "make=Mazda&model=BT-50&drive=4x4"],
  ["toyota 86", "make=Toyota&model=86"],
  ["86", "make=Toyota&model=86"],
  ["i30 n line", "make=Hyundai&model=i30&badge=N Line"],
  ["hyundai santa fe", "make=Hyundai&model=Santa Fe"],
  ["x-trail", "make=Nissan&model=X-Trail"],
  ["xtrail", "make=Nissan&model=X-Trail"],
  ["nissan patrol", "make=Nissan&model=Patrol"],
  ["d-max", "make=Isuzu&model=D-Max"],
  ["dmax", "make=Isuzu&model=D-Max"],
  ["mu-x", "make=Isuzu&model=MU-X"],
  ["cr-v", "make=Honda&model=CR-V"],
  ["tesla model 3", "make=Tesla&model=Model 3"],
  ["model y", "make=Tesla&model=Model Y"],
  ["byd atto 3", "make=BYD&model=Atto 3"],
  ["byd seal", "make=BYD&model=Seal"],
  ["pajero sport", "make=Mitsubishi&model=Pajero Sport"],
  ["kia carnival", "make=Kia&model=Carnival"],
  ["kia sportage gt", "make=Kia&model=Sportage&badge=GT"],
  ["toyota or mazda", "make=Toyota&make=Mazda"],
  ["toyota, mazda, kia", "make=Toyota&make=Mazda&make=Kia"],
  ["toyota toyota", "make=Toyota"],
  ["corolla or camry", "make=Toyota&model=Corolla&model=Camry"],
  ["ranger or hilux", "make=Ford&make=Toyota&model=Ranger&model=HiLux"],
  ["mazda corolla", "make=Mazda&make=Toyota&model=Corolla"],
  // A model two makes share names neither make.
  ["pulsar", "model=Pulsar"],
  ["nissan pulsar", "make=Nissan&model=Pulsar"],
  ["ranger wildtrak", "make=Ford&model=Ranger&badge=Wildtrak"],
  ["ranger raptor", "make=Ford&model=Ranger&badge=Raptor"],
  ["hilux sr5", "make=Toyota&model=HiLux&badge=SR5"],
  ["corolla ascent sport", "make=Toyota&model=Corolla&badge=Ascent Sport"],
  ["landcruiser kakadu", "make=Toyota&model=LandCruiser&badge=Kakadu"],
  // Bodies and their synonyms.
  ["suv", "body=SUV"],
  ["suvs", "body=SUV"],
  ["SUV's", "body=SUV"],
  ["ute", "body=Ute"],
  ["utes", "body=Ute"],
  ["pickup", "body=Ute"],
  ["pick up", "body=Ute"],
  ["pick-up", "body=Ute"],
  ["hatch", "body=Hatch"],
  ["hatchback", "body=Hatch"],
  ["hatchbacks", "body=Hatch"],
  ["sedan", "body=Sedan"],
  ["wagon", "body=Wagon"],
  ["station wagon", "body=Wagon"],
  ["people mover", "body=People Mover"],
  ["people movers", "body=People Mover"],
  ["people-mover", "body=People Mover"],
  ["peoplemover", "body=People Mover"],
  ["minivan", "body=People Mover"],
  ["van", "body=Van"],
  ["coupe", "body=Coupe"],
  ["convertible", "body=Convertible"],
  ["cabriolet", "body=Convertible"],
  ["cab chassis", "body=Cab Chassis"],
  ["tray back", "body=Cab Chassis"],
  ["hatch or sedan", "body=Hatch&body=Sedan"],
  // Fuel.
  ["diesel", "fuel=Diesel"],
  ["petrol", "fuel=Petrol"],
  ["unleaded", "fuel=Petrol"],
  ["hybrid", "fuel=Hybrid"],
  ["hybrids", "fuel=Hybrid"],
  ["plug-in hybrid", "fuel=Plug-in Hybrid"],
  ["plug in hybrid", "fuel=Plug-in Hybrid"],
  ["phev", "fuel=Plug-in Hybrid"],
  ["electric", "fuel=Electric"],
  ["ev", "fuel=Electric"],
  ["EVs", "fuel=Electric"],
  ["electric vehicle", "fuel=Electric"],
  ["diesel or hybrid", "fuel=Diesel&fuel=Hybrid"],
  // Transmission.
  ["auto", "transmission=Automatic"],
  ["automatic", "transmission=Automatic"],
  ["autos", "transmission=Automatic"],
  ["manual", "transmission=Manual"],
  ["manual hilux", "transmission=Manual&make=Toyota&model=HiLux"],
  // Drive.
  ["4x4", "drive=4x4"],
  ["4X4", "drive=4x4"],
  ["4 x 4", "drive=4x4"],
  ["4wd", "drive=4x4"],
  ["4WD", "drive=4x4"],
  ["four wheel drive", "drive=4x4"],
  ["4 wheel drive", "drive=4x4"],
  ["awd", "drive=AWD"],
  ["all wheel drive", "drive=AWD"],
  ["all-wheel drive", "drive=AWD"],
  ["fwd", "drive=FWD"],
  ["rear wheel drive", "drive=RWD"],
  ["4wd or awd suv", "drive=4x4&drive=AWD&body=SUV"],
  // Condition, certified.
  ["new", "car_type=new"],
  ["brand new corolla", "car_type=new&make=Toyota&model=Corolla"],
  ["used", "car_type=used"],
  ["second hand", "car_type=used"],
  ["second-hand ute", "car_type=used&body=Ute"],
  ["pre-owned", "car_type=used"],
  ["demo", "car_type=demo"],
  ["ex-demo", "car_type=demo"],
  ["new or demo", "car_type=new&car_type=demo"],
  ["certified used toyota", "certified=true&car_type=used&make=Toyota"],
  // Colours.
  ["white", WHITE],
  ["glacier white", "colour=Glacier White"],
  ["black", "colour=Eclipse Black"],
  ["blue", BLUE],
  ["grey", "colour=Polymetal Grey"],
  ["gray", "colour=Polymetal Grey"],
  ["silver", "colour=Silver Sky"],
  ["red", "colour=Soul Red"],
  ["graphite", "colour=Graphite"],
  ["white or black", `${WHITE}&colour=Eclipse Black`],
  ["pink", "query=pink"],
  // Features.
  ["sunroof", "filtered_features=Sunroof"],
  ["with sunroof", "filtered_features=Sunroof"],
  ["tow bar", "filtered_features=Tow Bar"],
  ["towbar", "filtered_features=Tow Bar"],
  ["apple carplay", "filtered_features=Apple CarPlay"],
  ["suv with reversing camera", "body=SUV&filtered_features=Reversing Camera"],
  // Seats.
  ["7 seater", "seats=7"],
  ["7-seater", "seats=7"],
  ["7seater", "query=7seater"],
  ["seven seater", "seats=7"],
  ["8 seaters", "seats=8"],
  ["5 seats", "seats=5"],
  ["7+ seats", "seats=7&seats=8"],
  ["7 + seats", "seats=7&seats=8"],
  ["at least 7 seats", "seats=7&seats=8"],
  ["7 seats or more", "seats=7&seats=8"],
  ["6 seater", "query=6 seater"],
  ["7 seater suv", "seats=7&body=SUV"],
  // Prices.
  ["under 35k", "price_max=35000"],
  ["under 35K", "price_max=35000"],
  ["under $35k", "price_max=35000"],
  ["under $35,000", "price_max=35000"],
  ["under 35000", "price_max=35000"],
  ["below 20k", "price_max=20000"],
  ["less than $40,000", "price_max=40000"],
  ["up to 30k", "price_max=30000"],
  ["max 30k", "price_max=30000"],
  ["at most $25,000", "price_max=25000"],
  ["no more than 25k", "price_max=25000"],
  ["cheaper than 15k", "price_max=15000"],
  ["budget 30k", "price_max=30000"],
  ["budget of $30,000", "price_max=30000"],
  ["< 20k", "price_max=20000"],
  ["<20k", "price_max=20000"],
  ["$40,000", "price_max=40000"],
  ["$40k", "price_max=40000"],
  ["40 grand", "price_max=40000"],
  ["40 thousand dollars", "price_max=40000"],
  ["under 40 grand", "price_max=40000"],
  ["under 5000 dollars", "price_max=5000"],
  ["35.5k", "price_max=35500"],
  ["30k or less", "price_max=30000"],
  ["30k and under", "price_max=30000"],
  ["30k max", "price_max=30000"],
  ["over 50k", "price_min=50000"],
  ["above $50,000", "price_min=50000"],
  ["at least 20k", "price_min=20000"],
  ["more than 20k", "price_min=20000"],
  ["30k+", "price_min=30000"],
  ["30k or more", "price_min=30000"],
  ["$30,000 and over", "price_min=30000"],
  ["20k to 30k", "price_min=20000&price_max=30000"],
  ["20-30k", "price_min=20000&price_max=30000"],
  ["$20-30k", "price_min=20000&price_max=30000"],
  ["$20k-$30k", "price_min=20000&price_max=30000"],
  ["20 to 30k", "price_min=20000&price_max=30000"],
  ["between 20k and 30k", "price_min=20000&price_max=30000"],
  ["between $20,000 and $30,000", "price_min=20000&price_max=30000"],
  ["from 15k to 25k", "price_min=15000&price_max=25000"],
  ["30k to 20k", "price_min=20000&price_max=30000"],
  ["around 30k", "price_min=27000&price_max=33000"],
  ["about $20,000", "price_min=18000&price_max=22000"],
  ["~30k", "price_min=27000&price_max=33000"],
  ["price under 30k", "price_max=30000"],
  ["priced from 20k", "price_min=20000"],
  ["under 2000", "price_max=2000"],
  ["under $2,000", "price_max=2000"],
  ["under 30", "query=under 30"],
  ["under $20,000,000", "query=under $20,000,000"],
  // Kilometres.
  ["less than 80,000 km", "km_max=80000"],
  ["less than 80000km", "km_max=80000"],
  ["under 80k km", "km_max=80000"],
  ["under 80k kms", "km_max=80000"],
  ["under 100,000 kilometres", "km_max=100000"],
  ["150,000 kms or less", "km_max=150000"],
  ["over 100,000 km", "km_min=100000"],
  ["50,000km", "km_max=50000"],
  ["kms under 50k", "km_max=50000"],
  ["km under 50000", "km_max=50000"],
  ["mileage under 60k", "km_max=60000"],
  ["between 20,000 and 50,000 km", "km_min=20000&km_max=50000"],
  ["20-50k km", "km_min=20000&km_max=50000"],
  ["about 50,000 km", "km_min=45000&km_max=55000"],
  ["under 500 km", "km_max=500"],
  ["low kms", "query=low kms"],
  ["over 6,000,000 km", "query=over 6,000,000 km"],
  // Years.
  ["2020", "year_min=2020&year_max=2020"],
  ["2019 corolla", "year_min=2019&year_max=2019&make=Toyota&model=Corolla"],
  ["corolla 2019", "make=Toyota&model=Corolla&year_min=2019&year_max=2019"],
  ["2020 or newer", "year_min=2020"],
  ["2020 or later", "year_min=2020"],
  ["2020 and newer", "year_min=2020"],
  ["2018 onwards", "year_min=2018"],
  ["2020+", "year_min=2020"],
  ["from 2018", "year_min=2018"],
  ["since 2018", "year_min=2018"],
  ["after 2019", "year_min=2020"],
  ["newer than 2019", "year_min=2020"],
  ["over 2015", "year_min=2015"],
  ["at least 2018", "year_min=2018"],
  ["before 2015", "year_max=2014"],
  ["older than 2015", "year_max=2014"],
  ["2015 or older", "year_max=2015"],
  ["2015 or earlier", "year_max=2015"],
  ["2015 to 2018", "year_min=2015&year_max=2018"],
  ["2015-2018", "year_min=2015&year_max=2018"],
  ["between 2015 and 2018", "year_min=2015&year_max=2018"],
  ["from 2015 to 2018", "year_min=2015&year_max=2018"],
  ["year 2019", "year_min=2019&year_max=2019"],
  ["around 2018", "year_min=2017&year_max=2019"],
  ["after 30k", "query=after 30k"],
  // Conflicting and repeated ranges: the later statement wins.
  ["under 20k over 30k", "price_min=30000"],
  ["over 30k under 20k", "price_max=20000"],
  ["under 30k under 25k", "price_max=25000"],
  ["over 20k under 30k", "price_min=20000&price_max=30000"],
  ["2020 or newer 2015 or older", "year_max=2015"],
  ["2019 2021", "year_min=2021&year_max=2021"],
  ["under 30k under 50,000 km", "price_max=30000&km_max=50000"],
  // Places.
  ["near brisbane", "city=Brisbane"],
  ["near Brisbane", "city=Brisbane"],
  ["in sydney", "city=Sydney"],
  ["around brisbane", "city=Brisbane"],
  ["brisbane", "city=Brisbane"],
  ["near gold coast", "city=Gold Coast"],
  ["parramatta", "city=Parramatta"],
  ["brisbane north", "location_name=Brisbane North"],
  ["in qld", "state=QLD"],
  ["queensland", "state=QLD"],
  ["new south wales", "state=NSW"],
  ["near Melbourne", "query=near Melbourne"],
  ["suv near Perth", "body=SUV&query=near Perth"],
  ["near", "query=near"],
  // Misspellings within one edit.
  ["toyta", "make=Toyota"],
  ["tyoota", "make=Toyota"],
  ["toyotas", "make=Toyota"],
  ["corola", "make=Toyota&model=Corolla"],
  ["mazd", "make=Mazda"],
  ["hybird", "fuel=Hybrid"],
  ["deisel", "fuel=Diesel"],
  ["automatc", "transmission=Automatic"],
  ["manaul", "transmission=Manual"],
  ["sedna", "body=Sedan"],
  ["hatchbak", "body=Hatch"],
  ["ranegr", "make=Ford&model=Ranger"],
  ["landcrusier", "make=Toyota&model=LandCruiser"],
  ["brisbne", "city=Brisbane"],
  ["undr 30k", "price_max=30000"],
  ["toyta corola hybird", "make=Toyota&model=Corolla&fuel=Hybrid"],
  // Words that must not be misread.
  ["kin", "query=kin"],
  ["kia", "make=Kia"],
  ["kias", "query=kias"],
  ["autumn", "query=autumn"],
  ["autumn leaf", "query=autumn&make=Nissan&model=Leaf"],
  ["mind", "query=mind"],
  ["kind", "query=kind"],
  ["mode", "query=mode"],
  ["evo", "query=evo"],
  ["gxl", "badge=GXL"],
  ["gx", "badge=GX"],
  ["utopia", "query=utopia"],
  ["sport", "badge=Sport"],
  ["hybrid badge", "fuel=Hybrid&query=badge"],
  // Filler and what is left over, in order, as typed.
  ["I want a white SUV", `${WHITE}&body=SUV`],
  ["i'm looking for a car", ""],
  ["show me cheap utes", "query=cheap&body=Ute"],
  ["family suv with good boot space", "query=family good boot space&body=SUV"],
  ["HiLux Rugged X", "make=Toyota&model=HiLux&query=Rugged X"],
  ["red car with bullbar", "colour=Soul Red&query=bullbar"],
  ["stock ABC-123", "query=stock ABC-123"],
  ["cx-5 akera", "make=Mazda&model=CX-5&query=akera"],
  ["something reliable under 10k", "query=reliable&price_max=10000"],
  ["lifted ute 4x4 diesel manual under 50k with tow bar", "query=lifted&body=Ute&drive=4x4&fuel=Diesel&transmission=Manual&price_max=50000&filtered_features=Tow Bar"],
  ["2018 hilux sr5 4x4 auto under 45k under 100,000 km near toowoomba", "year_min=2018&year_max=2018&make=Toyota&model=HiLux&badge=SR5&drive=4x4&transmission=Automatic&price_max=45000&km_max=100000&city=Toowoomba"],
  ["used white corolla hatch auto 2019+ under 25k", `car_type=used&${WHITE}&make=Toyota&model=Corolla&body=Hatch&transmission=Automatic&year_min=2019&price_max=25000`],
  ["electric suv under 60k new", "fuel=Electric&body=SUV&price_max=60000&car_type=new"],
  ["kia carnival 8 seater diesel", "make=Kia&model=Carnival&seats=8&fuel=Diesel"],
  // Nothing to read.
  ["", ""],
  ["   ", ""],
  ["!!!", ""],
  ["-", ""],
];

describe("parsePlainSearch", () => {
  it("has at least 200 phrasings in its table", () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(200);
  });

  it.each(PHRASINGS)("%j reads as %j", (text, params) => {
    expect(paramsOf(text)).toEqual(expected(params));
  });

  it("leaves a word the site has no value for in the text query", () => {
    expect(paramsOf("hybrid ute automatic", PLAIN_SEARCH_BIKES_SITE)).toEqual(expected("query=hybrid ute automatic"));
    expect(paramsOf("yamaha motorbike petrol", PLAIN_SEARCH_BIKES_SITE)).toEqual(expected("make=Yamaha&body=Motorcycle&fuel=Petrol"));
    expect(paramsOf("near brisbane", PLAIN_SEARCH_BIKES_SITE)).toEqual(expected("query=near brisbane"));
  });

  it("gives a chip per thing understood, in the order typed, each naming what it removes", () => {
    expect(parsePlainSearch("7 seater under $40k near Brisbane corolla", PLAIN_SEARCH_SITE).chips).toEqual([
      { label: "Seats 7", remove: { attribute: "seats", value: "7" } },
      { label: "Price: Up to $40,000", remove: { range: "price" } },
      { label: "Brisbane", remove: { attribute: "city", value: "Brisbane" } },
      { label: "Corolla", remove: { attribute: "model", value: "Corolla" } },
      { label: "Toyota", remove: { attribute: "make", value: "Toyota" } },
    ]);
  });

  it("keeps one chip for a range stated twice, showing what holds at the end", () => {
    expect(parsePlainSearch("under 20k over 30k certified", PLAIN_SEARCH_SITE).chips).toEqual([
      { label: "Price: From $30,000", remove: { range: "price" } },
      { label: "Certified", remove: { attribute: "certified", value: "true" } },
    ]);
  });

  it("reads a very long input only up to its limits, and leaves a query the search accepts", () => {
    const repeated = parsePlainSearch("toyota ".repeat(5000), PLAIN_SEARCH_SITE);
    expect(repeated).toMatchObject({ filters: { make: ["Toyota"] }, leftover: "" });
    expect(parsePlainSearch(`${"word ".repeat(MAX_INPUT_WORDS)}toyota`, PLAIN_SEARCH_SITE).filters).toEqual({});
    expect(parsePlainSearch(`${"x".repeat(MAX_INPUT_CHARACTERS - 3)} toyota`, PLAIN_SEARCH_SITE).filters).toEqual({});
    expect(parsePlainSearch(`toyota ${"x".repeat(MAX_INPUT_CHARACTERS - 8)}`, PLAIN_SEARCH_SITE).filters).toEqual({ make: ["Toyota"] });
    const unknown = parsePlainSearch("lorem ipsum dolor sit amet ".repeat(100), PLAIN_SEARCH_SITE);
    expect(unknown.leftover.length).toBeLessThanOrEqual(120);
    expect(unknown.leftover.startsWith("lorem ipsum dolor sit amet lorem")).toBe(true);
  });

  it("always gives a search the search request parser reads back unchanged", () => {
    const words = fc.constantFrom("toyota", "corolla", "under", "35k", "$40,000", "2020", "or", "newer", "km", "80,000", "near", "brisbane",
      "7", "seater", "-", "to", "+", "hybird", "white", "x".repeat(60), "€", "ü", "'", "over", "1e9", "between", "and");
    fc.assert(fc.property(fc.array(fc.oneof(words, fc.string()), { maxLength: 60 }), (parts) => {
      const request = plainSearchRequest(parsePlainSearch(parts.join(" "), PLAIN_SEARCH_SITE));
      expect(parseSearchParams(searchRequestToParams(request))).toEqual({ ok: true, request });
    }));
  });

  it("reads the same text the same way every time", () => {
    const text = "used white corolla hatch auto 2019+ under 25k near brisbane";
    expect(parsePlainSearch(text, PLAIN_SEARCH_SITE)).toEqual(parsePlainSearch(text, PLAIN_SEARCH_SITE));
  });
});

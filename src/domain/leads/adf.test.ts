import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildAdf, type AdfLead } from "./adf";
import { checkAdfStructure, type XmlTree } from "./adf-dtd";

type Ordered = Record<string, unknown> & { ":@"?: Record<string, string> };

/** fast-xml-parser's ordered output → a plain element tree for the DTD check. */
function toTree(nodes: Ordered[]): XmlTree[] {
  return nodes.flatMap((node) => {
    const name = Object.keys(node).find((key) => key !== ":@");
    if (!name || name === "#text" || name.startsWith("?")) return [];
    const children = node[name] as Ordered[];
    const text = children.filter((c) => "#text" in c).map((c) => String(c["#text"])).join("");
    const attributes = Object.fromEntries(Object.entries(node[":@"] ?? {}).map(([k, v]) => [k.replace(/^@_/, ""), String(v)]));
    return [{ name, attributes, children: toTree(children), text }];
  });
}

function parseAdf(xml: string): XmlTree {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed: ${valid.err.msg} (line ${valid.err.line})`);
  const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false, parseAttributeValue: false, trimValues: true });
  const [root] = toTree(parser.parse(xml) as Ordered[]);
  if (!root) throw new Error("no root element");
  return root;
}

const find = (tree: XmlTree, path: string[]): XmlTree[] =>
  path.reduce<XmlTree[]>((nodes, name) => nodes.flatMap((n) => n.children.filter((c) => c.name === name)), [tree]);

const lead: AdfLead = {
  leadId: "6f1c2d9e-0000-4000-8000-000000000001",
  requestDate: new Date("2026-03-04T05:06:07.890Z"),
  vehicles: [
    { interest: "test-drive", status: "used", year: 2021, make: "Toyota", model: "RAV4", trim: "GXL", vin: "JTMW1RFV10D000001", stock: "U1234", price: 38990, odometerKm: 41200, bodystyle: "SUV", transmission: "Automatic" },
    { interest: "trade-in", status: "used", year: 2015, make: "Mazda", model: "3", odometerKm: 120000, comments: "Under finance: Yes" },
  ],
  finance: { amount: 30000, deposit: 5000, balloon: 0, termYears: 5, interestRate: 8.5, frequency: "Weekly", repayment: 143 },
  customer: {
    firstName: "Jess", lastName: "O'Brien & <Sons>", email: "jess@example.com", phone: "0412 345 678", postcode: "4000",
    preferredContact: "SMS", comments: "Can I come Saturday? \u0007 \"Thanks\"", timeframe: { description: "Test Drive Booking Date", earliest: "2026-03-07T10:00" },
  },
  vendor: { id: "12", name: "Northside Toyota", email: "leads@northside.example", phone: "07 3123 4567" },
  provider: { name: "Forecourt", service: "Northside Toyota website", url: "https://northside.example" },
};

describe("buildAdf (ADF 1.0)", () => {
  it("is well-formed XML with the ADF processing instruction", () => {
    const xml = buildAdf(lead);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    expect(() => parseAdf(xml)).not.toThrow();
  });

  it.each<[string, AdfLead]>([
    ["a test drive with trade-in and finance", lead],
    ["an enquiry about no car", { ...lead, vehicles: [], finance: undefined, customer: { ...lead.customer, postcode: undefined, timeframe: undefined, comments: "" } }],
    ["a trade-in only", { ...lead, vehicles: [lead.vehicles[1]!], finance: undefined }],
    ["a vendor without e-mail or phone", { ...lead, vendor: { id: "1", name: "X" } }],
  ])("matches the ADF 1.0 content models and attribute lists: %s", (_label, input) => {
    expect(checkAdfStructure(parseAdf(buildAdf(input)))).toEqual([]);
  });

  it("the structure check catches misordered or unknown elements (it can fail)", () => {
    const broken = buildAdf(lead).replace("<requestdate>", "<foo></foo><requestdate>").replace('interest="trade-in"', 'interest="swap"');
    const problems = checkAdfStructure(parseAdf(broken));
    expect(problems.some((p) => p.includes("/adf/prospect: children"))).toBe(true);
    expect(problems.some((p) => p.includes('interest="swap"'))).toBe(true);
  });

  it("carries the car, the trade-in as a second vehicle, finance, customer and vendor", () => {
    const tree = parseAdf(buildAdf(lead));
    const [car, tradeIn] = find(tree, ["prospect", "vehicle"]);
    expect(car?.attributes).toEqual({ interest: "test-drive", status: "used" });
    expect(Object.fromEntries(car!.children.filter((c) => c.children.length === 0).map((c) => [c.name, c.text]))).toMatchObject({
      year: "2021", make: "Toyota", model: "RAV4", vin: "JTMW1RFV10D000001", stock: "U1234", price: "38990", odometer: "41200",
    });
    expect(tradeIn?.attributes.interest).toBe("trade-in");
    expect(find(tree, ["prospect", "vehicle", "finance", "amount"]).map((a) => [a.attributes.type, a.text])).toEqual([["total", "30000"], ["downpayment", "5000"], ["monthly", "619"]]);
    expect(find(tree, ["prospect", "requestdate"])[0]?.text).toBe("2026-03-04T05:06:07Z");
    expect(find(tree, ["prospect", "customer", "contact", "name"]).map((n) => n.text)).toEqual(["Jess", "O'Brien & <Sons>"]);
    expect(find(tree, ["prospect", "customer", "contact", "phone"])[0]?.attributes).toEqual({ type: "cellphone", preferredcontact: "1" });
    expect(find(tree, ["prospect", "customer", "contact", "address", "postalcode"])[0]?.text).toBe("4000");
    expect(find(tree, ["prospect", "vendor", "vendorname"])[0]?.text).toBe("Northside Toyota");
  });

  it("escapes markup and drops characters XML cannot hold", () => {
    const xml = buildAdf(lead);
    expect(xml).toContain("O&apos;Brien &amp; &lt;Sons&gt;");
    expect(xml).toContain("Can I come Saturday?  &quot;Thanks&quot;");
    expect(xml).not.toContain("\u0007");
  });

  it("is deterministic", () => {
    expect(buildAdf(lead)).toBe(buildAdf(structuredClone(lead)));
  });
});

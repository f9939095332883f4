/**
 * The ADF 1.0 DTD's content models and attribute lists for the elements we write, as a checker:
 * `checkAdfStructure(tree)` lists every element out of order, missing, unknown, or with a bad attribute.
 * Children are matched as a space-separated name list against each model.
 */

export type XmlTree = { name: string; attributes: Record<string, string>; children: XmlTree[]; text: string };

const CONTENT_MODELS: Record<string, RegExp> = {
  adf: /^(prospect )+$/,
  prospect: /^(id )*requestdate (vehicle )+customer vendor (provider )?$/,
  vehicle: /^(id )*year make model (vin )?(stock )?(trim )?(doors )?(bodystyle )?(transmission )?(odometer )?(condition )?(colorcombination )*(imagetag )?(price )*(pricecomments )?(option )*(finance )?(comments )?$/,
  finance: /^method (amount )*(balance )*$/,
  customer: /^contact (id )*(timeframe )?(comments )?$/,
  contact: /^(name )+(email )?(phone )*(address )?$/,
  address: /^(street ){1,5}(apartment )?(city )?(regioncode )?(postalcode )?(country )?$/,
  timeframe: /^description (earliestdate )?(latestdate )?$/,
  vendor: /^(id )*vendorname (url )?contact $/,
  provider: /^(id )*name (service )?(url )?(email )?(phone )?(contact )?$/,
};

const TEXT_ONLY = new Set([
  "id", "requestdate", "year", "make", "model", "vin", "stock", "trim", "doors", "bodystyle", "transmission", "odometer", "condition",
  "price", "pricecomments", "comments", "method", "amount", "balance", "name", "email", "phone", "street", "apartment", "city",
  "regioncode", "postalcode", "country", "description", "earliestdate", "latestdate", "vendorname", "url", "service",
]);

const ANY = /^[\s\S]*$/;
const ATTRIBUTES: Record<string, Record<string, RegExp>> = {
  prospect: { status: /^(new|resend)$/ },
  vehicle: { interest: /^(buy|lease|sell|trade-in|test-drive)$/, status: /^(new|used)$/ },
  id: { sequence: /^\d+$/, source: ANY },
  odometer: { status: /^(unknown|rolledover|replaced|original)$/, units: /^(km|mi)$/ },
  price: { type: /^(quote|offer|msrp|invoice|call|appraisal|asking)$/, currency: /^[A-Z]{3}$/, delta: /^(absolute|relative|percentage)$/, relativeto: /^(msrp|invoice)$/, source: ANY },
  amount: { type: /^(downpayment|monthly|total)$/, limit: /^(maximum|minimum|exact)$/, currency: /^[A-Z]{3}$/ },
  balance: { type: /^(finance|residual)$/, currency: /^[A-Z]{3}$/ },
  name: { part: /^(surname|first|middle|suffix|full)$/, type: /^(business|individual)$/ },
  email: { preferredcontact: /^[01]$/ },
  phone: { type: /^(voice|fax|cellphone|pager)$/, time: /^(morning|afternoon|evening|nopreference|day)$/, preferredcontact: /^[01]$/ },
  contact: { primarycontact: /^[01]$/ },
  street: { line: /^[1-5]$/ },
};

/** ISO 8601 date-time, as ADF requires for requestdate. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export function checkAdfStructure(root: XmlTree): string[] {
  const problems: string[] = [];
  if (root.name !== "adf") problems.push(`root is <${root.name}>, not <adf>`);
  const visit = (node: XmlTree, path: string) => {
    const here = `${path}/${node.name}`;
    const model = CONTENT_MODELS[node.name];
    if (!model && !TEXT_ONLY.has(node.name)) problems.push(`${here}: not an ADF 1.0 element`);
    const sequence = node.children.map((child) => `${child.name} `).join("");
    if (model && !model.test(sequence)) problems.push(`${here}: children '${sequence.trim()}' do not match the ADF 1.0 content model`);
    if (TEXT_ONLY.has(node.name) && node.children.length > 0) problems.push(`${here}: must hold text only`);
    for (const [key, value] of Object.entries(node.attributes)) {
      const rule = ATTRIBUTES[node.name]?.[key];
      if (!rule) problems.push(`${here}: unknown attribute ${key}`);
      else if (!rule.test(value)) problems.push(`${here}: ${key}="${value}" is not allowed`);
    }
    if (node.name === "requestdate" && !ISO_DATE_TIME.test(node.text)) problems.push(`${here}: '${node.text}' is not an ISO 8601 date-time`);
    node.children.forEach((child) => visit(child, here));
  };
  visit(root, "");
  return problems;
}

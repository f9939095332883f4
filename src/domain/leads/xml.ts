/** A small XML writer: every text and attribute value is escaped, so user input cannot break the document. */

export type XmlNode = { name: string; attributes?: Record<string, string | number | undefined>; children?: (XmlNode | null | undefined)[]; text?: string | number };

// Characters XML 1.0 forbids even when escaped (C0 controls but tab, LF, CR; unpaired surrogates; U+FFFE/U+FFFF).
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function element(name: string, content?: string | number | (XmlNode | null | undefined)[], attributes?: XmlNode["attributes"]): XmlNode {
  if (Array.isArray(content)) return { name, attributes, children: content };
  return { name, attributes, text: content };
}

export function renderXml(node: XmlNode, indent = ""): string {
  const attributes = Object.entries(node.attributes ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join("");
  const children = (node.children ?? []).filter((child): child is XmlNode => Boolean(child));
  if (children.length > 0) {
    const inner = children.map((child) => renderXml(child, `${indent}  `)).join("\n");
    return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
  }
  return `${indent}<${node.name}${attributes}>${node.text === undefined ? "" : escapeXml(String(node.text))}</${node.name}>`;
}

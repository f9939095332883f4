import { describe, expect, it } from "vitest";
import { fillPageTemplate, toPageTemplate } from "./page-template";

const PLACEHOLDER = "pLaCe+hold/er==";
const KEY_A = "0f8fad5b-d9cb-469f-a165-70867728950e";
const KEY_B = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

/** A page as Next.js renders it: the nonce on its scripts, a form's key in the HTML and again in the RSC payload. */
const rendered = [
  `<script nonce="${PLACEHOLDER}" src="/_next/a.js"></script>`,
  `<form><input type="hidden" name="idempotency_key" value="${KEY_A}"/></form>`,
  `<form><input type="hidden" name="idempotency_key" value="${KEY_B}"/></form>`,
  `<script nonce="${PLACEHOLDER}">self.__next_f.push([1,"{\\"idempotencyKey\\":\\"${KEY_A}\\"}"])</script>`,
].join("");

describe("page templates", () => {
  it("give each response its own nonce everywhere the render had the placeholder", () => {
    const template = toPageTemplate(rendered, PLACEHOLDER);
    const html = fillPageTemplate(template, "n0nce-1", () => KEY_A);
    expect(html).not.toContain(PLACEHOLDER);
    expect(html.match(/nonce="n0nce-1"/g)).toHaveLength(2);
  });

  it("give each form a fresh idempotency key, the same in the HTML and the RSC payload, and a new one per response", () => {
    const template = toPageTemplate(rendered, PLACEHOLDER);
    let issued = 0;
    const newKey = () => `key-${++issued}`;
    const first = fillPageTemplate(template, "n", newKey);
    const second = fillPageTemplate(template, "n", newKey);
    expect(first).not.toContain(KEY_A);
    expect(first).not.toContain(KEY_B);
    expect(first).toContain('value="key-1"');
    expect(first).toContain('value="key-2"');
    expect(first).toContain('\\"idempotencyKey\\":\\"key-1\\"');
    expect(second).toContain('value="key-3"');
    expect(second).toContain('\\"idempotencyKey\\":\\"key-3\\"');
  });

  it("leave a page without the placeholder or keys as it was", () => {
    const page = "<p>Harbour Toyota: 0f8fad5b-d9cb-469f-a165-70867728950e is not in a key input</p>";
    expect(fillPageTemplate(toPageTemplate(page, PLACEHOLDER), "n", () => "k")).toBe(page);
  });
});

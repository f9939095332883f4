import { describe, expect, it } from "vitest";
import { contentPageHtml } from "./content-page-html";

describe("contentPageHtml", () => {
  it("renders markdown headings, lists, emphasis and links", () => {
    const body = "## Our team\n\nWe are **family owned**.\n\n- Sales\n- Service\n\n[Contact us](/contact)";
    expect(contentPageHtml({ format: "markdown", body })).toBe(
      '<h2>Our team</h2>\n<p>We are <strong>family owned</strong>.</p>\n<ul>\n<li>Sales</li>\n<li>Service</li>\n</ul>\n<p><a href="/contact">Contact us</a></p>',
    );
  });

  it("renders markdown tables", () => {
    expect(contentPageHtml({ format: "markdown", body: "| Brand | Warranty |\n|---|---|\n| Toyota | 5 years |" })).toContain("<td>Toyota</td>");
  });

  it("sanitises HTML written inside markdown", () => {
    const html = contentPageHtml({ format: "markdown", body: "Hello <img src=x onerror=alert(1)> <script>alert(2)</script>\n\n[x](javascript:alert(3))" });
    expect(html).not.toMatch(/<img|<script|onerror|javascript:/i);
  });

  it("keeps rich text structure and strips what the sanitiser forbids", () => {
    expect(contentPageHtml({ format: "html", body: '<h1>Careers</h1><p style="x">Join us</p><iframe src="x"></iframe>' })).toBe("<h2>Careers</h2><p>Join us</p>");
  });
});

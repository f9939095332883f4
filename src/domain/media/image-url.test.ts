import { describe, expect, it } from "vitest";
import { DEFAULT_IMAGE_QUALITY, imageSrcSet, imageUrl, parseImageRequest } from "./image-url";

const src = "/media/vehicles/suv/1f4e8c/front-34/3.svg";

// Spec 000 §9: "Image URLs are built with width, format and quality parameters on an image host (default quality 75)."
describe("imageUrl", () => {
  it.each<[string, Parameters<typeof imageUrl>[1], string]>([
    ["width, format and the default quality 75", { width: 960 }, `${src}?w=960&fm=webp&q=75`],
    ["widths snap up to a served width", { width: 800 }, `${src}?w=960&fm=webp&q=75`],
    ["beyond the widest: the widest", { width: 4000, format: "avif" }, `${src}?w=1600&fm=avif&q=75`],
    ["quality given", { width: 320, format: "jpeg", quality: 60 }, `${src}?w=320&fm=jpeg&q=60`],
    ["quality clamped", { width: 320, quality: 5 }, `${src}?w=320&fm=webp&q=30`],
    ["svg: the drawing itself", { width: 320, format: "svg" }, src],
  ])("%s", (_, options, expected) => expect(imageUrl(src, options)).toBe(expected));
  it("another host's image is left alone", () => expect(imageUrl("https://cdn.example/a.jpg", { width: 320 })).toBe("https://cdn.example/a.jpg"));
  it("a dealer's photo (its car's folder and key) is resized; a path of another shape is left alone", () => {
    const photo = "/media/photos/3/VTEwMDE/0123456789abcdef0123456789abcdef";
    expect(imageUrl(photo, { width: 320 })).toBe(`${photo}?w=320&fm=webp&q=75`);
    expect(imageUrl("/media/photos/0123456789abcdef0123456789abcdef", { width: 320 })).toBe("/media/photos/0123456789abcdef0123456789abcdef");
  });
  it("quality defaults to 75", () => expect(DEFAULT_IMAGE_QUALITY).toBe(75));
});

describe("imageSrcSet", () => {
  it("lists each served width once", () =>
    expect(imageSrcSet(src, [480, 500, 960])).toBe(`${src}?w=480&fm=webp&q=75 480w, ${src}?w=640&fm=webp&q=75 640w, ${src}?w=960&fm=webp&q=75 960w`));
});

describe("parseImageRequest", () => {
  const parse = (query: string) => parseImageRequest(new URLSearchParams(query));
  it.each<[string, ReturnType<typeof parseImageRequest>]>([
    ["", { format: "svg" }],
    ["fm=svg", { format: "svg" }],
    ["w=960&fm=webp&q=75", { width: 960, format: "webp", quality: 75 }],
    ["w=960&fm=avif", { width: 960, format: "avif", quality: 75 }],
    ["w=961&fm=webp&q=75", null],
    ["w=960&fm=gif&q=75", null],
    ["w=960&fm=webp&q=100", null],
    ["w=960", null],
  ])("%j", (query, expected) => expect(parse(query)).toEqual(expected));
  it("round-trips every URL the builder writes", () => {
    for (const format of ["webp", "avif", "png", "jpeg"] as const) {
      const url = new URL(imageUrl(src, { width: 700, format }), "http://x");
      expect(parseImageRequest(url.searchParams)).toEqual({ width: 960, format, quality: 75 });
    }
  });
});

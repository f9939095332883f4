import { expect, it } from "vitest";
import { feedSourceName } from "./feed-source-name";

it.each([
  { location: "feeds/alpha-stock.csv", name: "alpha-stock.csv" },
  { location: "/var/data/dms/export.json", name: "export.json" },
  { location: "C:\\feeds\\stock.csv", name: "stock.csv" },
  { location: "stock.csv", name: "stock.csv" },
  { location: "https://dms.example/export/stock.csv?token=secret#x", name: "https://dms.example/export/stock.csv" },
  { location: "https://user:pass@dms.example/stock.json", name: "https://dms.example/stock.json" },
])("$location → $name", ({ location, name }) => {
  expect(feedSourceName(location)).toBe(name);
});

import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { siteUrl } from "./hosts";
import { findCar, type Hit } from "./vehicle-pages";

export type DriveAwayAnswer = { state: string; total: number; complete: boolean; lines: { label: string; amount: number | null; included: boolean }[] };

/** A new car on Harbour Toyota priced excluding government charges, whose page offers the drive-away estimate. */
export const findDriveAwayCar = (request: APIRequestContext): Promise<Hit> =>
  findCar(request, "harbour-toyota", (html) => html.includes('id="drive-away"') && html.includes("Excl. Government Charges"), "car_type=new&sortBy=latest");

export async function driveAwayAnswer(request: APIRequestContext, carId: number, postcode: string): Promise<DriveAwayAnswer> {
  const response = await request.get(siteUrl("harbour-toyota", `/api/drive-away?car_id=${carId}&postcode=${postcode}`));
  expect(response.status()).toBe(200);
  return (await response.json()) as DriveAwayAnswer;
}

const dollars = (amount: number) => `$${amount.toLocaleString("en-AU")}`;

/** The breakdown on the page matches the API's answer for the postcode: its state, each line, the total. */
export async function expectBreakdown(page: Page, answer: DriveAwayAnswer, stateName: string) {
  const breakdown = page.getByTestId("drive-away-breakdown");
  await expect(breakdown).toContainText(`in ${stateName}`);
  for (const line of answer.lines) {
    const row = breakdown.getByRole("row").filter({ hasText: line.label }).first();
    await expect(row).toContainText(line.included ? "Included" : line.amount === null ? "Not available" : dollars(line.amount));
  }
  await expect(page.getByTestId("drive-away-total")).toHaveText(dollars(answer.total));
}

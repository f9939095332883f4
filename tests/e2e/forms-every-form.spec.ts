import { expect as baseExpect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { fillShopperDetails, SUCCESS_URL } from "./support/lead-forms";
import { deliveredLeadEmails, uniqueEmail } from "./support/lead-outbox";

/** Others share this machine; a navigation may take a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const SITE = "harbour-toyota";
type Car = { id: number; slug: string; name: string };

async function inStockCar(request: APIRequestContext): Promise<Car> {
  const hits = ((await (await request.get(siteUrl(SITE, "/api/search?sortBy=latest"))).json()) as { hits: (Car & { status: string })[] }).hits;
  const car = hits.find((hit) => hit.status === "in_stock");
  if (!car) throw new Error("no car in stock");
  return car;
}

async function fillTradeInVehicle(form: Locator) {
  await form.getByRole("textbox", { name: "Vehicle year" }).fill("2019");
  await form.getByRole("textbox", { name: "Vehicle make" }).fill("Mazda");
  await form.getByRole("textbox", { name: "Vehicle model" }).fill("CX-5");
  await form.getByRole("textbox", { name: "Odometer" }).fill("85,000 kms");
  await form.getByRole("textbox", { name: "Rego" }).fill("ABC123");
  await form.getByRole("combobox", { name: "Rego state" }).selectOption("QLD");
  await form.getByRole("radio", { name: "No" }).check();
}

type FormCase = {
  what: string;
  path: (car: Car) => string;
  form: string;
  submit: string;
  fill?: (form: Locator) => Promise<void>;
  /** Text the page shows before the form (the car a trade-in is for, the FAQ). */
  shows?: (car: Car) => string;
};

/** Every lead form (issue 6): the vehicle dialogs' no-JavaScript pages, and each form page. */
const FORMS: FormCase[] = [
  { what: "vehicle enquiry", path: (car) => `/cars/${car.slug}/enquire?form=enquiry`, form: "Enquire Now", submit: "Send Enquiry" },
  { what: "test drive", path: (car) => `/cars/${car.slug}/enquire?form=test-drive`, form: "Book a Test Drive", submit: "Book Test Drive" },
  { what: "request photos", path: (car) => `/cars/${car.slug}/enquire?form=request-photos`, form: "Request Photos", submit: "Request Photos" },
  { what: "trade-in", path: () => "/trade-in", form: "Trade-in valuation", submit: "Get Your Valuation", fill: fillTradeInVehicle, shows: () => "Cars over 7 years old or with over 100,000 km" },
  { what: "trade-in for a car", path: (car) => `/cars/trade-in?car_id=${car.id}`, form: "Trade-in valuation", submit: "Get Your Valuation", fill: fillTradeInVehicle, shows: (car) => `Trading in towards the ${car.name}` },
  { what: "sell my car", path: () => "/sell-my-car", form: "Sell my car", submit: "Get An Offer", fill: fillTradeInVehicle },
  {
    what: "finance enquiry",
    path: () => "/finance-enquiry?vehiclePriceBudget=30000#finance-form",
    form: "Finance enquiry",
    submit: "Send Finance Enquiry",
    fill: async (form) => {
      await expect(form.getByRole("textbox", { name: "Vehicle budget" })).toHaveValue(/30,?000/);
      await form.getByRole("radio", { name: "No" }).check();
    },
  },
  { what: "contact", path: () => "/contact", form: "Email Us", submit: "Send Message" },
  { what: "service booking", path: () => "/service", form: "Book a Service", submit: "Request Booking" },
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const formCase of FORMS) {
      test(`the ${formCase.what} form lands on /success and its lead reaches the dealer`, async ({ page, request }) => {
        const car = await inStockCar(request);
        await page.goto(siteUrl(SITE, formCase.path(car)));
        if (formCase.shows) await expect(page.getByText(formCase.shows(car)).first()).toBeAttached();
        const form = page.getByRole("form", { name: formCase.form });
        if (javaScriptEnabled) await expect(form).toHaveAttribute("data-enhanced", "true");
        const email = uniqueEmail(formCase.what.replace(/\W+/g, "-"));
        await fillShopperDetails(form, email);
        // With JavaScript the enquiry is multi-step (spec 000 §4): the details step advances first.
        const next = form.getByRole("button", { name: "Next" });
        if (await next.isVisible()) await next.click();
        await formCase.fill?.(form);
        await form.getByRole("textbox", { name: "Comments" }).fill(`Sent by the ${formCase.what} e2e test.`);
        await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
        await form.getByRole("button", { name: formCase.submit }).click();

        await expect(page).toHaveURL(SUCCESS_URL);
        await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
        // Stored and delivered once: the app's worker writes the dealer's e-mail to the outbox.
        await expect.poll(async () => (await deliveredLeadEmails(email)).length, { timeout: 30_000 }).toBe(1);
      });
    }
  });
}

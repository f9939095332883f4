import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PrizeWheel } from "@/components/spin-to-win/prize-wheel";
import { SpinEntryForm } from "@/components/spin-to-win/spin-entry-form";
import { SpinResult } from "@/components/spin-to-win/spin-result";
import { getDatabase } from "@/db/connection";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { formatCampaignDay, formatLocalDay } from "@/domain/spin-to-win/spin-campaign";
import { readSpinNotice, SPIN_NOTICE_TEXTS } from "@/domain/spin-to-win/spin-notice";
import { csrfTokenForPage } from "@/server/accounts/account-request";
import { requireShopper } from "@/server/accounts/current-shopper";
import { loadSpinPage, siteSpinCampaign } from "@/server/spin-to-win/spin-service";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  const campaign = site ? siteSpinCampaign(site) : null;
  if (!site || !campaign) return {};
  const description = campaign.intro || `Spin the ${site.name} prize wheel: one spin per person.`;
  const seo = buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/spin-to-win", siteName: site.name, title: campaign.title, description });
  return { ...seo, robots: { index: false, follow: false } };
}

/**
 * `/spin-to-win` (spec 001 §2, §6: a gated page; decision 026): the site's prize wheel, one spin per signed-in
 * shopper per campaign. A site that runs no campaign answers 404. A per-user page: answered no-store.
 */
export default async function SpinToWinPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const campaign = siteSpinCampaign(site);
  if (!campaign) notFound();
  const shopper = await requireShopper(site, { purpose: "spin-to-win", redirect: "/spin-to-win" });
  const notice = readSpinNotice(await searchParams);
  const [{ state, locations, timeZone }, csrfToken] = await Promise.all([loadSpinPage((await getDatabase()).db, site, campaign, shopper, new Date()), csrfTokenForPage()]);
  const labels = campaign.prizes.map((prize) => prize.label);
  const won = state.kind === "won" ? state.win : null;
  const landedOn = won ? campaign.prizes.findIndex((prize) => prize.id === won.prizeId) : -1;
  const shownNotice = notice?.kind === "expired" || notice?.kind === "already_spun" ? SPIN_NOTICE_TEXTS[notice.kind] : null;

  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">{campaign.title}</h1>
      {campaign.intro ? <p className="mt-3 max-w-3xl text-lg text-ink-muted">{campaign.intro}</p> : null}
      <p className="mt-2 text-sm text-ink-muted">
        Runs {formatCampaignDay(campaign.startsOn)} to {formatCampaignDay(campaign.endsOn)}. Signed in as {shopper.phoneDisplay}.
      </p>
      {shownNotice ? (
        <p role="status" className="mt-6 rounded-card border border-line bg-white p-4 font-semibold text-ink">
          {shownNotice}
        </p>
      ) : null}
      <div className="mt-8 grid items-start gap-8 md:grid-cols-2">
        <PrizeWheel labels={labels} landedOn={landedOn === -1 ? undefined : landedOn} spin={notice?.kind === "won"} />
        <div>
          {won ? <SpinResult win={won} siteName={site.name} wonOn={formatLocalDay(won.wonAt, timeZone)} /> : null}
          {state.kind === "closed" ? (
            <p role="status" className="rounded-card border border-line bg-white p-4 text-lg font-semibold text-ink">
              {state.message}
            </p>
          ) : null}
          {state.kind === "ready" ? <SpinEntryForm csrfToken={csrfToken} locations={locations} refused={notice?.kind === "invalid" ? notice : null} /> : null}
        </div>
      </div>
      <section aria-labelledby="prizes-heading" className="mt-12">
        <h2 id="prizes-heading" className="text-2xl">
          Prizes on the wheel
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {campaign.prizes.map((prize) => (
            <li key={prize.id} className="rounded-card border border-line bg-white p-4 text-ink">
              <p className="font-bold">{prize.label}</p>
              {prize.description ? <p className="mt-1 text-sm text-ink-muted">{prize.description}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      <section id="terms" aria-labelledby="terms-heading" className="mt-12">
        <h2 id="terms-heading" className="text-2xl">
          Terms of this promotion
        </h2>
        <p className="mt-4 max-w-3xl text-sm whitespace-pre-line text-ink-muted">{campaign.terms}</p>
      </section>
    </div>
  );
}

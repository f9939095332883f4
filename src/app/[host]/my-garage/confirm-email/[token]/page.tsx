import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmailConfirmationCard } from "@/components/watchlist/email-confirmation-card";
import { getDatabase } from "@/db/connection";
import { decodeRouteParam } from "@/domain/security/request-target";
import { EMAIL_CONFIRMATION_TOKEN, emailConfirmPostPath } from "@/domain/watchlist/email-confirmation";
import { requireSite } from "@/server/tenancy/require-site";
import { findConfirmationPage } from "@/server/watchlist/email-confirmation-links";

type Props = { params: Promise<{ host: string; token: string }> };

export const metadata: Metadata = { title: "Confirm your e-mail address", robots: { index: false, follow: false }, referrer: "no-referrer" };

/**
 * `/my-garage/confirm-email/{token}`, the link in the e-mail that confirms an alert address (issue 14). Opening it
 * changes nothing: mail scanners fetch links, which would otherwise confirm an address no one read. Its button does
 * (decision 021). A link that does nothing (unknown, another site's, used, expired, replaced) gets this folder's 404 page.
 */
export default async function ConfirmEmailPage({ params }: Props) {
  const site = await requireSite(params);
  const token = decodeRouteParam((await params).token);
  if (token === null || !EMAIL_CONFIRMATION_TOKEN.test(token)) notFound();
  const page = await findConfirmationPage((await getDatabase()).db, site, token, new Date());
  if (!page) notFound();
  return <EmailConfirmationCard siteName={site.name} address={page.address} state={page.state} confirmAction={emailConfirmPostPath(token)} />;
}

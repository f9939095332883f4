import Link from "next/link";
import type { LeadFormSetup } from "@/domain/leads/lead-form-config";
import type { HeaderItem } from "@/domain/navigation/site-menus";
import type { DisplayPhone } from "@/domain/phone/phone-number";
import type { Site } from "@/domain/site/site";
import { AccountLink } from "./account-link";
import { ContactUsLink } from "./contact-us-link";
import { HeaderMenu } from "./header-menu";

type Props = { site: Site; items: readonly HeaderItem[]; contactForm: LeadFormSetup; phone: DisplayPhone | null };

/**
 * The site header: wordmark, the site's menus (built from its configuration and data by the layout), the
 * shopper's sign-in link (a client island: the header is shared HTML and never renders who is signed in), a
 * Contact Us control (the 'Email Us' dialog, spec 001 §2) and a call button (its number chosen and formatted once
 * per site record, `loadSiteChrome`). The contact page marks itself `data-contact-page`, which hides Contact Us
 * there with CSS alone ("The Contact Us button is hidden on the contact page"), so it holds without JavaScript
 * and in the shared layout. On phones the whole navigation folds into one 'Menu' popover.
 */
export function SiteHeader({ site, items, contactForm, phone }: Props) {
  return (
    <header className="site-header">
      <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-4 px-4 py-3 lg:min-h-[4.5rem]">
        <Link href="/" className="wordmark min-w-0 text-lg sm:text-2xl lg:text-[1.75rem]" aria-label={`${site.name} home`}>
          {site.config.theme.wordmark}
        </Link>

        <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-4">
          <AccountLink className="btn btn-outline min-h-11 shrink-0 px-3 text-sm" />

          <ContactUsLink setup={contactForm} className="btn btn-outline min-h-11 shrink-0 px-3 text-sm [body:has([data-contact-page])_&]:hidden">
            <MailIcon />
            <span className="sr-only sm:not-sr-only">Contact Us</span>
          </ContactUsLink>

          {phone ? (
            <a href={phone.href} className="btn btn-accent hidden shrink-0 text-sm md:inline-flex">
              <PhoneIcon />
              <span>
                <span className="sr-only">Call </span>
                {phone.display}
              </span>
            </a>
          ) : null}

          <button type="button" popoverTarget="site-menu" className="btn btn-outline min-h-11 shrink-0 px-3 text-sm lg:hidden">
            <MenuIcon />
            Menu
          </button>
        </div>
      </div>

      {/* One menu for every screen: the bar on desktops, a popover the Menu button opens on phones (no script either way). */}
      <div className="nav-row">
        <nav id="site-menu" popover="auto" aria-label="Main" className="site-menu">
          <HeaderMenu items={items} />
          {phone ? (
            <a href={phone.href} className="btn btn-accent mt-2 w-full md:hidden">
              <PhoneIcon />
              Call {phone.display}
            </a>
          ) : null}
        </nav>
      </div>
    </header>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M2 5.5A1.5 1.5 0 0 1 3.5 4h13A1.5 1.5 0 0 1 18 5.5v.3l-8 4.8-8-4.8v-.3Zm0 2.6V14.5A1.5 1.5 0 0 0 3.5 16h13a1.5 1.5 0 0 0 1.5-1.5V8.1l-7.5 4.5a1 1 0 0 1-1 0L2 8.1Z" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M2 3.5A1.5 1.5 0 0 1 3.5 2h2.1a1.5 1.5 0 0 1 1.46 1.14l.7 2.8a1.5 1.5 0 0 1-.43 1.45L6.1 8.6a11 11 0 0 0 5.3 5.3l1.2-1.23a1.5 1.5 0 0 1 1.45-.43l2.8.7A1.5 1.5 0 0 1 18 14.4v2.1a1.5 1.5 0 0 1-1.5 1.5H15C7.8 18 2 12.2 2 5V3.5Z" />
    </svg>
  );
}

"use client";

import { useEffect, useRef, useState } from "react";
import { COPIED_NOTICE_MS, shareWindowFeatures, type ShareLink } from "@/domain/vehicle/share-links";
import { LinkIcon } from "@/components/ui/icons";

const ICON_PATHS: Record<ShareLink["target"], string> = {
  facebook: "M13.4 3.5h2.1V.2A27 27 0 0 0 12.4 0C9.3 0 7.2 1.9 7.2 5.5v3.1H3.8v3.7h3.4V20h4.1v-7.7h3.3l.5-3.7h-3.8V5.9c0-1.1.3-2.4 2.1-2.4Z",
  twitter: "M15.2 1.5h2.9l-6.4 7.3L19.3 18.5h-5.9l-4.6-6-5.3 6H.6l6.8-7.8L.2 1.5h6l4.2 5.5 4.8-5.5Zm-1 15.3h1.6L5.3 3.1H3.6l10.6 13.7Z",
  whatsapp: "M10 .8A9.2 9.2 0 0 0 2.1 14.7L.8 19.2l4.6-1.2A9.2 9.2 0 1 0 10 .8Zm0 16.8a7.6 7.6 0 0 1-3.9-1.1l-.3-.2-2.7.7.7-2.6-.2-.3A7.6 7.6 0 1 1 10 17.6Zm4.2-5.7c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.2 6.2 0 0 1-3.1-2.7c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.4-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2c0 1.2.9 2.4 1 2.5.1.2 1.8 2.7 4.3 3.8 1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.4-.3Z",
  email: "M2 4h16a1 1 0 0 1 1 1v.4l-9 5.4-9-5.4V5a1 1 0 0 1 1-1Zm-1 3.7V15a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1V7.7l-8.5 5.1a1 1 0 0 1-1 0L1 7.7Z",
  sms: "M3 2h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H8l-4.4 3.5A.6.6 0 0 1 2.6 18V15H3a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm3 5.5a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm4 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm4 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Z",
};

/**
 * Spec 000 §9 share targets; the social ones open a 550×400 window (plain links without JavaScript).
 * Copy link puts the site address plus the current path on the clipboard and says 'Copied' for 1.5 s.
 */
export function ShareButtons({ links, url }: { links: ShareLink[]; url: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const address = `${window.location.origin}${window.location.pathname}`;
    try {
      await navigator.clipboard.writeText(address || url);
    } catch {
      // Older browsers and denied permissions: a hidden text area and the copy command.
      const area = document.createElement("textarea");
      area.value = address || url;
      area.setAttribute("readonly", "");
      area.className = "fixed -left-[9999px]";
      document.body.append(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
  };

  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider uppercase">Share this vehicle</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.target}>
            <a
              href={link.href}
              aria-label={link.label}
              title={link.label}
              target={link.popup ? "_blank" : undefined}
              rel={link.popup ? "noopener noreferrer" : undefined}
              data-share={link.target}
              onClick={(event) => {
                if (!link.popup) return;
                const opened = window.open(link.href, "share", shareWindowFeatures(window.screen));
                if (opened !== null || !window.opener) event.preventDefault();
              }}
              className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-lg font-bold text-ink hover:border-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d={ICON_PATHS[link.target]} />
              </svg>
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={copy} className="inline-flex h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-ink noscript:hidden">
            <LinkIcon className="size-4" />
            <span aria-live="polite">{copied ? "Copied" : "Copy link"}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}

"use client";

import { useEffect, useRef, useState } from "react";
import { COPIED_NOTICE_MS, shareWindowFeatures, type ShareLink } from "@/domain/vehicle/share-links";
import { LinkIcon } from "@/components/ui/icons";

/**
 * Spec 000 §9 share targets; the social ones open a 550×400 window (plain links without JavaScript). Each target's
 * icon is a CSS mask chosen by `data-share` (repeated-parts.css).
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
              className="share-link inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink hover:border-ink"
            />
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

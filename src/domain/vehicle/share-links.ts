/** Spec 000 §9: "Share window 550×400; targets Facebook, Twitter (hideable), WhatsApp, email, SMS, copy link; copied notice 1500 ms." */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;
export const COPIED_NOTICE_MS = 1500;

export type ShareTarget = "facebook" | "twitter" | "whatsapp" | "email" | "sms";
export type ShareLink = { target: ShareTarget; label: string; href: string; /** Opens in the 550×400 share window. */ popup: boolean };

/** The share links for a page, in the spec's order; `hideTwitter` drops X/Twitter. */
export function shareLinks(url: string, title: string, options: { hideTwitter?: boolean } = {}): ShareLink[] {
  const u = encodeURIComponent(url);
  const message = encodeURIComponent(`${title} ${url}`);
  const links: ShareLink[] = [
    { target: "facebook", label: "Share on Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    { target: "twitter", label: "Share on X", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`, popup: true },
    { target: "whatsapp", label: "Share on WhatsApp", href: `https://wa.me/?text=${message}`, popup: true },
    { target: "email", label: "Share by email", href: `mailto:?subject=${encodeURIComponent(title)}&body=${message}`, popup: false },
    { target: "sms", label: "Share by SMS", href: `sms:?&body=${message}`, popup: false },
  ];
  return options.hideTwitter ? links.filter((link) => link.target !== "twitter") : links;
}

/** `window.open` features for the share window, centred on the opener. */
export function shareWindowFeatures(screen: { width: number; height: number }): string {
  const left = Math.max(0, Math.round((screen.width - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screen.height - SHARE_WINDOW.height) / 2));
  return `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top},noopener,noreferrer`;
}

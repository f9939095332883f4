"use client";

import Link from "next/link";
import { useActionState, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { closeBannerAction } from "@/server/home/close-banner-action";

type Props = { id: string; message: string; link?: { label: string; href: string } };

/**
 * Spec 001 §2, §4: the closable banner. Closing posts to a server action that remembers it in a cookie
 * (so it works without JavaScript); with JavaScript the banner hides at once, before the answer.
 */
export function ClosableBanner({ id, message, link }: Props) {
  const [closed, setClosed] = useState(false);
  // The banner is on the home page, so that is where the browser posts without JavaScript.
  const [, formAction] = useActionState(closeBannerAction, null, "/");
  return (
    <section aria-label="Announcement" hidden={closed} className="bg-brand-accent text-brand-accent-text">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <p className="flex-1 font-semibold">
          {message}
          {link ? (
            <>
              {" "}
              <Link href={link.href} prefetch={false} className="underline underline-offset-2">{link.label}</Link>
            </>
          ) : null}
        </p>
        <form action={formAction} onSubmit={() => setClosed(true)}>
          <input type="hidden" name="banner" value={id} />
          <button type="submit" className="inline-flex size-11 items-center justify-center rounded-full hover:bg-black/10" aria-label="Close announcement">
            <CloseIcon />
          </button>
        </form>
      </div>
    </section>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, useTransition, type ReactNode } from "react";
import type { SearchPlaces } from "@/domain/search/search-route";
import type { VehicleWord } from "@/domain/search/show-me-label";
import type { FormSearch } from "./form-search";
import { usePendingCount } from "./use-pending-count";

/** Spec 000 §9: "Debounce: search input 300 ms". */
const QUERY_DEBOUNCE_MS = 300;

type ShellState = {
  /** False in the server render and without JavaScript: controls fall back to plain form submission. */
  enhanced: boolean;
  /** Cars matching the form as it stands (applied or not); null while unknown. */
  pendingCount: number | null;
  /** Apply the form after `delayMs`, replacing an earlier scheduled apply. */
  scheduleApply(delayMs: number): void;
  /** The site's word for its stock ('Show Me 38 vehicles'). */
  vehicleWord: VehicleWord;
};

const ShellContext = createContext<ShellState>({ enhanced: false, pendingCount: null, scheduleApply: () => {}, vehicleWord: { one: "car", many: "cars" } });
export const useSearchShell = () => use(ShellContext);

type Props = {
  formId: string;
  /** This page's search as its canonical address, and as full query parameters (path filters included). */
  currentHref: string;
  currentParams: string;
  currentCount: number;
  places: SearchPlaces;
  vehicleWord: VehicleWord;
  children: ReactNode;
};

/**
 * The JavaScript layer over a page that works without it. The page is a GET form and links; this shell
 * listens to the form (event delegation, so the form itself stays server-rendered) and turns changes into
 * client navigations to the search's canonical address, keeping the current results on screen while the
 * next ones load (a transition). Ticked facet values are pending until 'Show Me N cars' or the dropdown
 * closes, with the live count from `GET /api/search?…&hitsPerPage=0`; text and sliders apply by themselves.
 */
export function SearchShell({ formId, currentHref, currentParams, currentCount, places, vehicleWord, children }: Props) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [enhanced, setEnhanced] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The address last navigated to: a submit and the dropdown closing with it must not push it twice. */
  const lastApplied = useRef(currentHref);
  const [formSearch, setFormSearch] = useState<FormSearch | null>(null);
  /** The address's parameters when the shopper began typing in the search box; null when not typing. */
  const typingBase = useRef<string | null>(null);
  /** Only the latest text's reading is navigated to: an earlier one may answer after it. */
  const latestTyped = useRef(0);
  const tools = useRef<Promise<typeof import("./form-search")>>(null);
  const loadTools = useCallback(() => (tools.current ??= import("./form-search")), []);

  // Enhancement is switched on after hydration, so the server render and the first client render agree.
  // The form's tools (with zod) load at the first sign of use, not during the page's load.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, on mount
    setEnhanced(true);
  }, []);

  const readForm = useCallback(async (): Promise<FormSearch | null> => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return null;
    return (await loadTools()).readSearchForm(form, places);
  }, [formId, places, loadTools]);

  const navigate = useCallback(
    (search: FormSearch | null, history: "push" | "replace") => {
      if (!search) return;
      const { href } = search;
      if (href === lastApplied.current) return;
      lastApplied.current = href;
      startTransition(() => (history === "push" ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false })));
    },
    [router],
  );

  const apply = useCallback(
    async (history: "push" | "replace" = "push") => {
      clearTimeout(timer.current);
      typingBase.current = null;
      latestTyped.current += 1;
      navigate(await readForm(), history);
    },
    [readForm, navigate],
  );

  const applyTyped = useCallback(
    async (base: string, text: string) => {
      const asked = (latestTyped.current += 1);
      const search = await (await loadTools()).readTypedText(base, text, places);
      if (asked === latestTyped.current) navigate(search, "replace");
    },
    [loadTools, navigate, places],
  );

  const scheduleApply = useCallback(
    (delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void apply("push"), delayMs);
    },
    [apply],
  );

  // After every navigation (including back and forward) the form shows the address's search again: a
  // checkbox the shopper ticked keeps its own checked state, whatever its new defaultChecked says.
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    lastApplied.current = currentHref;
    const params = new URLSearchParams(currentParams);
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && element.type === "checkbox" && element.name) {
        element.checked = params.getAll(element.name).includes(element.value);
      } else if (element instanceof HTMLSelectElement && element.name) {
        element.value = params.get(element.name) ?? element.options[0]?.value ?? "";
      } else if (element instanceof HTMLInputElement && element.type === "search" && element !== document.activeElement) {
        element.value = params.get(element.name) ?? "";
      }
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the form now matches the address again
    setFormSearch(null);
  }, [formId, currentHref, currentParams]);

  const pendingCount = usePendingCount(formSearch && formSearch.href !== currentHref ? formSearch.countUrl : null, currentCount);

  // Close an open facet dropdown on Escape or a click outside it; closing one with pending ticks applies them.
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    const openDropdowns = () => Array.from(root.querySelectorAll<HTMLDetailsElement>("details[data-dropdown][open]"));
    const onClick = (event: MouseEvent) => {
      for (const details of openDropdowns()) if (!details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const details of openDropdowns()) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    const onToggle = (event: Event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.dataset.dropdown !== undefined && !details.open) void apply("push");
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    root.addEventListener("toggle", onToggle, true); // toggle does not bubble; capture it
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      root.removeEventListener("toggle", onToggle, true);
    };
  }, [apply]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const state = useMemo(() => ({ enhanced, pendingCount, scheduleApply, vehicleWord }), [enhanced, pendingCount, scheduleApply, vehicleWord]);

  return (
    <ShellContext value={state}>
      <div
        ref={wrapper}
        data-enhanced={enhanced}
        data-pending={isPending}
        aria-busy={isPending}
        className="group/search"
        onPointerDown={() => void loadTools()}
        onFocus={() => void loadTools()}
        onChange={(event) => {
          const target = event.target;
          if (target instanceof HTMLInputElement && target.type === "checkbox" && target.form?.id === formId) void readForm().then(setFormSearch);
          else if (target instanceof HTMLSelectElement && target.form?.id === formId) void apply("push");
        }}
        onInput={(event) => {
          const target = event.target;
          if (!(target instanceof HTMLInputElement) || target.type !== "search" || target.form?.id !== formId) return;
          clearTimeout(timer.current);
          const base = (typingBase.current ??= currentParams);
          timer.current = setTimeout(() => void applyTyped(base, target.value), QUERY_DEBOUNCE_MS);
        }}
        onBlur={(event) => {
          if (event.target instanceof HTMLInputElement && event.target.type === "search") typingBase.current = null;
        }}
        onSubmit={(event) => {
          if (!(event.target instanceof HTMLFormElement) || event.target.id !== formId) return;
          event.preventDefault();
          for (const details of event.target.querySelectorAll<HTMLDetailsElement>("details[data-dropdown][open]")) details.open = false;
          void apply("push");
        }}
      >
        {children}
      </div>
    </ShellContext>
  );
}

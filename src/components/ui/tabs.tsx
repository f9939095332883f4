"use client";

import { useId, useRef, useState } from "react";

export type TabItem = { id: string; label: string; content: React.ReactNode };

/** Arrow keys wrap, Home and End jump (WAI-ARIA tabs pattern); other keys are left to the browser. */
function targetIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, manual activation): one tab in the Tab order (roving
 * tabindex), arrow keys and Home/End move focus, Enter or Space shows the focused tab's panel. Every
 * panel is in the HTML; without JavaScript the tab list is hidden and the panels read one after another
 * under headings.
 */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const [focused, setFocused] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  if (items.length === 0) return null;

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = targetIndex(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="flex gap-1 overflow-x-auto border-b border-line noscript:hidden">
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={index === focused ? 0 : -1}
            onClick={() => {
              setSelected(index);
              setFocused(index);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            onFocus={() => setFocused(index)}
            onBlur={() => setFocused(selected)}
            className="tab"
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          className={`pt-6 focus-visible:outline-offset-4 ${index === selected ? "" : "hidden noscript:block"}`}
        >
          <h3 className="sr-only noscript:not-sr-only noscript:mb-3 noscript:text-xl">{item.label}</h3>
          {item.content}
        </div>
      ))}
    </div>
  );
}

"use client";

import * as RadixTabs from "@radix-ui/react-tabs";

export type TabItem = { id: string; label: string; content: React.ReactNode };

/**
 * Accessible tabs (Radix: roving focus, arrow keys, Home/End, ARIA tab roles). Every panel is in the
 * HTML; without JavaScript the tab list is hidden and the panels read one after another under headings.
 */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <RadixTabs.Root defaultValue={items[0]!.id} activationMode="manual">
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-line noscript:hidden">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.id}
            value={item.id}
            className="-mb-px min-h-11 shrink-0 border-b-[3px] border-transparent px-4 text-sm font-semibold whitespace-nowrap text-ink-muted hover:text-ink data-[state=active]:border-brand-accent data-[state=active]:text-ink"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} forceMount className="pt-6 focus-visible:outline-offset-4 data-[state=inactive]:hidden noscript:data-[state=inactive]:block">
          <h3 className="sr-only noscript:not-sr-only noscript:mb-3 noscript:text-xl">{item.label}</h3>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

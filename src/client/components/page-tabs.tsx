import { Tabs } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import classes from './page-tabs.module.css';

/** The width of the fade at the end of a row of tabs that runs past the screen (page-tabs.module.css). */
const TAB_FADE_PX = 32;

export interface PageTab {
  value: string;
  label: string;
  panel: ReactNode;
}

interface PageTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: PageTab[];
  defaultValue?: string;
}

/**
 * A screen's tabs, remembered in `?tab=` so Back returns to the tab the visitor left (navigation
 * state is kept). Tabs are 44 px tall for thumbs and scroll sideways on a narrow phone, in one row.
 *
 * The tab shown switches at the tap: the address follows in a router transition, which a busy phone
 * may put off for as long as other updates keep coming (a countdown ticking every second).
 */
export function PageTabs({ label, tabs, defaultValue }: PageTabsProps) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const known = (value: string | null) => tabs.some((tab) => tab.value === value);
  const asked = params.get('tab');
  const fromAddress = known(asked) ? asked : (defaultValue ?? tabs[0]?.value ?? null);
  const [tapped, setTapped] = useState<{ value: string; over: string | null } | null>(null);
  // A tab tapped here shows while the address still names the tab it was tapped over.
  const value = tapped && tapped.over === asked && known(tapped.value) ? tapped.value : fromAddress;

  const list = useRef<HTMLDivElement>(null);
  // The chosen tab is scrolled into the row's view, clear of the fade at its end (page-tabs.module.css).
  // Where it sits comes from an observer, after the browser's own layout: read at once, it forced a
  // layout of the half-drawn screen on a slow phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chosen tab is read from the page, after each change of it
  useEffect(() => {
    const row = list.current;
    const chosen = row?.querySelector('[aria-selected="true"]');
    if (!row || !chosen) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        const box = entry?.rootBounds;
        if (!entry || !box) return;
        const tab = entry.boundingClientRect;
        if (tab.right > box.right - TAB_FADE_PX) row.scrollLeft += tab.right - (box.right - TAB_FADE_PX);
        else if (tab.left < box.left) row.scrollLeft -= box.left - tab.left;
      },
      { root: row },
    );
    observer.observe(chosen);
    return () => observer.disconnect();
  }, [value]);

  const onChange = (next: string | null) => {
    if (!next) return;
    setTapped({ value: next, over: asked });
    const nextParams = new URLSearchParams(params);
    nextParams.set('tab', next);
    setParams(nextParams, { replace: true, state, preventScrollReset: true });
  };

  return (
    // Only the open tab's panel is drawn: the others cost nothing until they are opened.
    <Tabs value={value} onChange={onChange} keepMounted={false}>
      <Tabs.List ref={list} aria-label={label} className={classes.list}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} mih={44} fz="sm" fw={600} className={classes.tab}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

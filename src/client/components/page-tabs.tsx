import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

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
 * state is kept). Tabs are 44 px tall for thumbs and wrap on a narrow phone.
 */
export function PageTabs({ label, tabs, defaultValue }: PageTabsProps) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const asked = params.get('tab');
  const value = tabs.some((tab) => tab.value === asked) ? asked : (defaultValue ?? tabs[0]?.value ?? null);

  const onChange = (next: string | null) => {
    if (!next) return;
    const nextParams = new URLSearchParams(params);
    nextParams.set('tab', next);
    setParams(nextParams, { replace: true, state, preventScrollReset: true });
  };

  return (
    <Tabs value={value} onChange={onChange}>
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} mih={44} fz="sm" fw={600}>
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

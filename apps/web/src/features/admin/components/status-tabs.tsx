import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

interface StatusTabsProps<S extends string> {
  /** The states, in tab order; the first is shown when `?status=` is missing or unknown. */
  statuses: readonly S[];
  label: (status: S) => string;
  /** The list of one state; only the open tab's list is mounted (and fetched). */
  children: (status: S) => ReactNode;
}

/** An admin queue's tabs, one per state, kept in `?status=` so a reload or a shared link opens the same tab. */
export function StatusTabs<S extends string>({ statuses, label, children }: StatusTabsProps<S>) {
  const [params, setParams] = useSearchParams();
  const isStatus = (value: string | null): value is S => statuses.some((status) => status === value);
  const raw = params.get('status');
  const current = isStatus(raw) ? raw : statuses[0]!;
  return (
    <Tabs
      value={current}
      onChange={(value) => {
        if (isStatus(value)) setParams({ status: value });
      }}
      keepMounted={false}
    >
      <Tabs.List>
        {statuses.map((status) => (
          <Tabs.Tab key={status} value={status}>
            {label(status)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {statuses.map((status) => (
        <Tabs.Panel key={status} value={status} pt="md">
          {status === current && children(status)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

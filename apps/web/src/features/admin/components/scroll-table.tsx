import { Table, type TableScrollContainerProps } from '@mantine/core';

/**
 * A wide table's horizontal scroll on a phone, reachable by keyboard: the scrolling box is a named
 * region in the tab order, so the arrow keys can scroll what the screen cuts off (axe's
 * scrollable-region-focusable). It is positioned, so that a visually hidden label inside (absolutely
 * placed) scrolls with the table instead of widening the whole page.
 */
export function ScrollTable({ label, style, ...props }: TableScrollContainerProps & { label: string }) {
  return (
    <Table.ScrollContainer
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
      style={[{ position: 'relative' }, style]}
      {...props}
    />
  );
}

import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';

interface SideItemProps {
  value: string;
  title: ReactNode;
  /** Heading level: 2 for the three sections, 3 for sports, 4 for series. */
  level?: 2 | 3 | 4;
  children: ReactNode;
}

/** One accordion row of the sidebar, a heading-wrapped trigger over its panel. */
export function SideItem({ value, title, level = 3, children }: SideItemProps) {
  const Heading = `h${level}` as const;
  const section = level === 2;
  return (
    <Accordion.Item value={value} className={section ? 'side-section' : 'side-item'}>
      <Accordion.Header asChild>
        <Heading className={section ? 'side-section-head' : 'side-item-head'}>
          <Accordion.Trigger className={section ? 'side-section-trigger' : 'side-trigger'}>{title}</Accordion.Trigger>
        </Heading>
      </Accordion.Header>
      <Accordion.Content className={section ? undefined : 'side-content'}>{children}</Accordion.Content>
    </Accordion.Item>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import { rulesTabs } from './content/rules-tabs.ts';
import { RulesPanel } from './rules-panel.tsx';
import './rules.css';

export const defaultRulesTab = rulesTabs[0]!.id;

interface SiteRulesProps {
  /** The selected tab id; uncontrolled (starting at Horse Racing) when left out. */
  value?: string;
  onValueChange?(id: string): void;
}

/** The site rules: a vertical tab list, one panel per sport or market (spec section 2). */
export function SiteRules({ value, onValueChange }: SiteRulesProps) {
  return (
    <Tabs.Root className="site-rules" orientation="vertical" defaultValue={defaultRulesTab} value={value} onValueChange={onValueChange}>
      <Tabs.List className="site-rules-tabs" aria-label="Rules by sport and market">
        {rulesTabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className="site-rules-tab">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {rulesTabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="site-rules-panel">
          <h2>{tab.label}</h2>
          <RulesPanel tab={tab} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

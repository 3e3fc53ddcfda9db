/** A table of figures inside a rule section, e.g. averages used when a match is abandoned. */
export interface RulesTable {
  caption: string;
  head: [string, string];
  rows: [string, string | number][];
}

export interface RulesSection {
  title?: string;
  rules: string[];
  tables?: RulesTable[];
}

/** One tab of the site rules; a tab with no sections shows 'No records Found'. */
export interface RulesTab {
  id: string;
  label: string;
  sections: RulesSection[];
}

/** "1st over" -> ["1st over", 6] rows from an object literal, in insertion order. */
export function averagesTable(caption: string, averages: Record<string, number>): RulesTable {
  return { caption, head: ['Event', 'Average'], rows: Object.entries(averages) };
}

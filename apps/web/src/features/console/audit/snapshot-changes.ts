type Snapshot = Record<string, unknown> | null;

export interface SnapshotChange {
  field: string;
  /** undefined: the field did not exist on that side (a created row has no "before"). */
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between an action's before and after snapshots, in the row's order. */
export function snapshotChanges(before: Snapshot, after: Snapshot): SnapshotChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: before?.[field], after: after?.[field] })).filter((c) => !same(c.before, c.after));
}

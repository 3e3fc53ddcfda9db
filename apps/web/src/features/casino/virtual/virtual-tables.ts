import { virtualTableTypes, type VirtualTableType } from '@bx/contract';

/** Our Virtual's tables: the live table each mirrors (its selections, rates and limits). */
export const VIRTUAL_TABLES: Record<VirtualTableType, { name: string; liveMatchId: number }> = {
  teen20: { name: 'Teen Patti 20-20', liveMatchId: -1 },
  dt20: { name: 'Dragon Tiger 20-20', liveMatchId: -1011 },
  lucky7: { name: 'Lucky 7 - A', liveMatchId: -1013 },
  aaa: { name: 'Amar Akbar Anthony', liveMatchId: -1016 },
};

export const isVirtualTable = (type: string): type is VirtualTableType => (virtualTableTypes as readonly string[]).includes(type);

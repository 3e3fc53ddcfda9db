// Shared by the casino tables and the casino results report: the names the family gives each table's results
// (the server's round detail and results export name them alike: casino-reports/table-round-detail.ts).
/** The family's one-letter chips for a round's result (the winning sid of the main bet; "0" = none won). */
const chips: Record<string, Record<string, string>> = {
  teen20: { '1': 'A', '3': 'B', '0': 'T' },
  dt20: { '1': 'D', '2': 'T', '3': 'TIE' },
  lucky7: { '1': 'L', '2': 'H', '0': '7' },
  aaa: { '1': 'A', '2': 'B', '3': 'C' },
  card32: { '1': '8', '2': '9', '3': '10', '4': '11' },
  ab20: { '1': 'A', '2': 'B' },
};

const names: Record<string, Record<string, string>> = {
  teen20: { '1': 'Player A', '3': 'Player B', '0': 'Tie' },
  dt20: { '1': 'Dragon', '2': 'Tiger', '3': 'Tie' },
  lucky7: { '1': 'Low Card', '2': 'High Card', '0': 'Seven' },
  aaa: { '1': 'Amar', '2': 'Akbar', '3': 'Anthony' },
  card32: { '1': 'Player 8', '2': 'Player 9', '3': 'Player 10', '4': 'Player 11' },
  ab20: { '1': 'Andar', '2': 'Bahar' },
};

export const resultChip = (type: string, result: string): string => chips[type]?.[result] ?? result;

export const resultName = (type: string, result: string): string => names[type]?.[result] ?? result;

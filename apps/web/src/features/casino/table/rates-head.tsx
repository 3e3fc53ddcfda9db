/** The head of a table of selections and their rates; the Lay column only where the table offers lays. */
export function RatesHead({ hasLay }: { hasLay: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col">Selection</th>
        <th scope="col">Back</th>
        {hasLay && <th scope="col">Lay</th>}
      </tr>
    </thead>
  );
}

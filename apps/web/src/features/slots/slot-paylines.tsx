import type { SlotGame } from '@bx/contract';

const rowName = (row: number, rows: number) => (rows === 3 ? ['top', 'middle', 'bottom'][row] : `row ${row + 1}`);

/** Each line's shape: a small grid of the window with the line's cells filled, and for a screen reader its row on each reel, left to right. */
export function SlotPaylines({ game }: { game: SlotGame }) {
  return (
    <ol className="slot-paylines" aria-label="Paylines">
      {game.lines.map((line, i) => (
        <li key={i}>
          <span
            className="slot-payline"
            role="img"
            aria-label={`Line ${i + 1}: ${line.map((row) => rowName(row, game.rows)).join(', ')}`}
            style={{ gridTemplateColumns: `repeat(${line.length}, auto)` }}
          >
            {Array.from({ length: game.rows }, (_, row) =>
              line.map((lineRow, reel) => <span key={`${row}:${reel}`} className={lineRow === row ? 'on' : undefined} />),
            )}
          </span>
          <small aria-hidden="true">{i + 1}</small>
        </li>
      ))}
    </ol>
  );
}

import { card32Owners, NOT_DEALT } from '@bx/games';
import { CardRow } from '../../../components/ui/card-face.tsx';
import './table-cards.css';

/** C1, C2, ... in deal order, whatever order the keys came in. */
export function cardsInOrder(cards: Record<string, string> | readonly string[]): string[] {
  if (Array.isArray(cards)) return [...cards];
  return Object.entries(cards)
    .filter(([key]) => /^C\d+$/.test(key))
    .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
    .map(([, code]) => code);
}

interface Hand {
  label: string;
  cards: string[];
}

const every = (cards: string[], from: number, step: number) => cards.filter((_, i) => i >= from && (i - from) % step === 0);

/** Who holds which dealt card, by the deal order of casino.md section 3. */
function handsOf(type: string, cards: string[]): Hand[] {
  switch (type) {
    case 'teen20':
      return [
        { label: 'Player A', cards: every(cards, 0, 2) },
        { label: 'Player B', cards: every(cards, 1, 2) },
      ];
    case 'dt20':
      return [
        { label: 'Dragon', cards: cards.slice(0, 1) },
        { label: 'Tiger', cards: cards.slice(1, 2) },
      ];
    case 'ab20':
      return [
        { label: 'Joker', cards: cards.slice(0, 1) },
        { label: 'Andar', cards: every(cards, 2, 2) },
        { label: 'Bahar', cards: every(cards, 1, 2) },
      ];
    case 'card32': {
      // Who holds which card is the engine's rule (tied leaders draw again); the first four go 8, 9, 10, 11.
      const dealt = cards.filter((code) => code !== NOT_DEALT);
      const owners = card32Owners(dealt);
      const ownerOf = (i: number) => owners[i] ?? (i < 4 ? 8 + i : null);
      const players = [8, 9, 10, 11].map((p) => {
        const held = dealt.filter((_, i) => ownerOf(i) === p);
        return { label: `Player ${p}`, cards: held.length > 0 ? held : [NOT_DEALT] };
      });
      const drawing = dealt.filter((_, i) => ownerOf(i) === null);
      return drawing.length > 0 ? [...players, { label: 'Tie-break, in turn', cards: drawing }] : players;
    }
    default:
      return [{ label: 'Card', cards: cards.slice(0, 1) }];
  }
}

/** The round's cards where the game puts them; a card not dealt yet shows its back. */
export function TableCards({ type, cards }: { type: string; cards: Record<string, string> | readonly string[] }) {
  return (
    <div className="table-cards" role="group" aria-label="Cards">
      {handsOf(type, cardsInOrder(cards)).map((hand) => (
        <div key={hand.label} className="table-hand" role="group" aria-label={hand.label}>
          <span className="hand-label">{hand.label}</span>
          <CardRow cards={hand.cards} />
        </div>
      ))}
    </div>
  );
}

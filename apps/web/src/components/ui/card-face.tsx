import { isRed, NOT_DEALT, parseCard, type Suit } from '@bx/games';
import './card-face.css';

/** The family's suit letters (casino.md section 2): HH spade, DD heart, CC club, SS diamond. */
const suitFaces: Record<Suit, { symbol: string; name: string }> = {
  HH: { symbol: '♠', name: 'spades' },
  DD: { symbol: '♥', name: 'hearts' },
  CC: { symbol: '♣', name: 'clubs' },
  SS: { symbol: '♦', name: 'diamonds' },
};

const rankNames: Record<string, string> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

/** "KHH" -> "King of spades"; "1" -> "Face down"; anything unreadable is named as it came. */
export function cardName(code: string): string {
  if (code === NOT_DEALT) return 'Face down';
  const card = parseCard(code);
  if (!card) return code;
  const rank = code.slice(0, -2);
  return `${rankNames[rank] ?? rank} of ${suitFaces[card.suit].name}`;
}

/** One card in the family's code drawn as an SVG face; "1" (not dealt yet) shows its back. */
export function CardFace({ code, size = 'normal' }: { code: string; size?: 'normal' | 'small' }) {
  const card = parseCard(code);
  const className = `card-face ${size}${card && isRed(card) ? ' red' : ''}`;
  if (!card) {
    return (
      <svg className={`${className} down`} viewBox="0 0 40 56" role="img" aria-label={cardName(code)}>
        <rect x="0.5" y="0.5" width="39" height="55" rx="4" className="card-back" />
        <rect x="4" y="4" width="32" height="48" rx="2" className="card-back-inner" />
      </svg>
    );
  }
  const rank = code.slice(0, -2);
  const { symbol } = suitFaces[card.suit];
  return (
    <svg className={className} viewBox="0 0 40 56" role="img" aria-label={cardName(code)}>
      <rect x="0.5" y="0.5" width="39" height="55" rx="4" className="card-paper" />
      <text x="4" y="13" className="card-rank">
        {rank}
      </text>
      <text x="4" y="23" className="card-pip">
        {symbol}
      </text>
      <text x="20" y="40" textAnchor="middle" className="card-centre">
        {symbol}
      </text>
    </svg>
  );
}

/** A row of cards, e.g. a round's deal. */
export function CardRow({ cards, size }: { cards: readonly string[]; size?: 'normal' | 'small' }) {
  return (
    <span className="card-row">
      {cards.map((code, i) => (
        <CardFace key={`${i}-${code}`} code={code} size={size} />
      ))}
    </span>
  );
}

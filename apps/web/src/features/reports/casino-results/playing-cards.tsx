const suits: Record<string, { symbol: string; name: string; red: boolean }> = {
  H: { symbol: '♥', name: 'hearts', red: true },
  D: { symbol: '♦', name: 'diamonds', red: true },
  S: { symbol: '♠', name: 'spades', red: false },
  C: { symbol: '♣', name: 'clubs', red: false },
};

/** Card codes such as "KH" or "10S" drawn as small faces with their suit. */
export function PlayingCards({ cards }: { cards: string[] }) {
  return (
    <div className="playing-cards">
      {cards.map((code, i) => {
        const suit = suits[code.slice(-1).toUpperCase()];
        const rank = suit ? code.slice(0, -1) : code;
        return (
          <span key={`${code}-${i}`} className={`playing-card${suit?.red ? ' red' : ''}`} title={suit ? `${rank} of ${suit.name}` : code}>
            {rank}
            {suit?.symbol}
          </span>
        );
      })}
    </div>
  );
}

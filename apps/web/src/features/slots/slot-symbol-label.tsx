import { symbolGlyph } from './symbol-glyph.ts';

/** A symbol as the reels draw it (glyph in its colour), then its name when the glyph is an abbreviation; a screen reader hears the name once. */
export function SlotSymbolLabel({ symbol }: { symbol: string }) {
  const glyph = symbolGlyph(symbol);
  const abbreviated = glyph.text !== symbol;
  return (
    <span className="slot-symbol">
      <span className="slot-glyph" style={{ color: glyph.color }} aria-hidden={abbreviated || undefined}>
        {glyph.text}
      </span>
      {abbreviated && <span>{symbol}</span>}
    </span>
  );
}

/**
 * How a reel symbol is drawn: a short label and a colour (plain text, not emoji: a device
 * without an emoji font would show empty boxes); the symbol's name is its accessible label.
 */
const glyphs: Record<string, [string, string]> = {
  SEVEN: ['7', '#c92a2a'],
  BAR: ['BAR', '#212529'],
  BELL: ['BELL', '#e67700'],
  PLUM: ['PLUM', '#862e9c'],
  CHERRY: ['CHRY', '#e03131'],
  WILD: ['WILD', '#2b8a3e'],
  SCATTER: ['★', '#f08c00'],
  TIGER: ['TGR', '#d9480f'],
  MONKEY: ['MNK', '#795548'],
  PARROT: ['PRT', '#1971c2'],
  DRAGON: ['DRG', '#c92a2a'],
  PEARL: ['PRL', '#5f3dc4'],
  COIN: ['COIN', '#e67700'],
  LANTERN: ['LAN', '#e03131'],
  FAN: ['FAN', '#0b7285'],
};

export function symbolGlyph(symbol: string): { text: string; color: string } {
  const [text, color] = glyphs[symbol] ?? [symbol, '#212529'];
  return { text, color };
}

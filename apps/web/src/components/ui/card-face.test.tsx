import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardFace, cardName } from './card-face.tsx';

afterEach(cleanup);

describe('card faces in the family codes', () => {
  it('names HH spades, DD hearts, CC clubs and SS diamonds', () => {
    expect(['KHH', 'ADD', '10CC', 'QSS'].map(cardName)).toEqual(['King of spades', 'Ace of hearts', '10 of clubs', 'Queen of diamonds']);
  });

  it('draws a red face for hearts and diamonds and a black one for spades and clubs, with rank and suit', () => {
    render(
      <>
        <CardFace code="10SS" />
        <CardFace code="JCC" />
      </>,
    );
    const diamonds = screen.getByRole('img', { name: '10 of diamonds' });
    expect(diamonds.getAttribute('class')).toContain('red');
    expect(diamonds.textContent).toBe('10♦♦');
    const clubs = screen.getByRole('img', { name: 'Jack of clubs' });
    expect(clubs.getAttribute('class')).not.toContain('red');
    expect(clubs.textContent).toBe('J♣♣');
  });

  it('shows the back of a card not dealt yet ("1"), with no rank or suit', () => {
    render(<CardFace code="1" />);
    const card = screen.getByRole('img', { name: 'Face down' });
    expect(card.getAttribute('class')).toContain('down');
    expect(card.textContent).toBe('');
  });
});

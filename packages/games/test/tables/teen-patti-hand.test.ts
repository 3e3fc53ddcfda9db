import { describe, expect, it } from 'vitest';
import { parseCard, teenPattiHand } from '../../src/index.ts';

const hand = (codes: string) => teenPattiHand(codes.split(' ').map((c) => parseCard(c)!));
const strength = (codes: string) => hand(codes).strength;

describe('Teen Patti hand ranking', () => {
  it('names each class', () => {
    expect(hand('QHH KHH AHH').handClass).toBe('PURE_SEQUENCE');
    expect(hand('5HH 5DD 5CC').handClass).toBe('TRAIL');
    expect(hand('4HH 5DD 6CC').handClass).toBe('SEQUENCE');
    expect(hand('2SS 9SS KSS').handClass).toBe('COLOUR');
    expect(hand('9HH 9DD 2CC').handClass).toBe('PAIR');
    expect(hand('2HH 9DD KCC').handClass).toBe('HIGH_CARD');
  });

  it('ranks pure sequence > trail > sequence > colour > pair > high card', () => {
    const ladder = ['2HH 3HH 4HH', 'AHH ADD ACC', 'AHH KDD QCC', 'AHH KHH JHH', 'AHH ADD KCC', 'AHH KDD JCC'];
    for (let i = 1; i < ladder.length; i++) expect(strength(ladder[i - 1]!)).toBeGreaterThan(strength(ladder[i]!));
  });

  it('puts A-K-Q above A-2-3 above K-Q-J, pure or not', () => {
    expect(strength('AHH KDD QCC')).toBeGreaterThan(strength('AHH 2DD 3CC'));
    expect(strength('AHH 2DD 3CC')).toBeGreaterThan(strength('KHH QDD JCC'));
    expect(strength('KHH QDD JCC')).toBeGreaterThan(strength('2HH 3DD 4CC'));
    expect(strength('ASS KSS QSS')).toBeGreaterThan(strength('ASS 2SS 3SS'));
    expect(strength('ASS 2SS 3SS')).toBeGreaterThan(strength('KSS QSS JSS'));
  });

  it('does not count A-K-2 or Q-K-A wrapped past the ace as sequences', () => {
    expect(hand('AHH KDD 2CC').handClass).toBe('HIGH_CARD');
    expect(hand('KHH ADD 2CC').handClass).toBe('HIGH_CARD');
  });

  it('compares equal classes by rank: pair first, then the kicker; colours card by card', () => {
    expect(strength('2HH 2DD 3CC')).toBeGreaterThan(strength('AHH KDD JCC'));
    expect(strength('KHH KDD 2CC')).toBeGreaterThan(strength('QHH QDD ACC'));
    expect(strength('KHH KDD 5CC')).toBeGreaterThan(strength('KCC KSS 4HH'));
    expect(strength('AHH 9HH 3HH')).toBeGreaterThan(strength('AHH 9HH 2HH'));
    expect(strength('AHH 2DD 4CC')).toBeGreaterThan(strength('KHH QDD 10CC'));
  });

  it('ties hands of equal ranks whatever their suits', () => {
    expect(strength('8DD JSS 6HH')).toBe(strength('8HH JCC 6SS'));
    expect(strength('AHH 2DD 3CC')).toBe(strength('ASS 2CC 3HH'));
    expect(strength('7HH 7DD QCC')).toBe(strength('7CC 7SS QHH'));
  });
});

import { useEffect, useRef } from 'react';

/** The rate that opened the slip was pressed from the keyboard (Enter or Space on a focused button). */
const openedFromKeyboard = () => document.activeElement?.matches(':focus-visible') ?? false;

/** A mouse or trackpad drives the page: focusing an input opens no on-screen keyboard (unknown where matchMedia is missing: no). */
const finePointer = () => window.matchMedia?.('(pointer: fine)').matches ?? false;

/**
 * The ref of a bet slip's stake field, which takes the focus with its text selected (typing
 * replaces the stake) each time the slip opens for a new selection: `selection` names it, null
 * while the slip is closed, and stays the same when only its rate moves. Left on the rate button,
 * a keyboard user was dozens of Tab presses from the stake, more than a casino round's betting
 * window allows.
 *
 * Under 993 px the slip is a bottom sheet, and on a touch screen a focused input raises the
 * on-screen keyboard over it and the rates. So the focus moves when the slip was opened from the
 * keyboard (whatever the width) or the pointer is a mouse; a tap leaves the keyboard down until the
 * customer taps the field. The pointer decides, not the width: a narrow desktop window has no
 * on-screen keyboard, a wide tablet has one.
 */
export function useStakeFocus(selection: string | null) {
  const stakeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = stakeRef.current;
    if (selection === null || !input) return;
    if (!openedFromKeyboard() && !finePointer()) return;
    input.focus();
    input.select();
  }, [selection]);
  return stakeRef;
}

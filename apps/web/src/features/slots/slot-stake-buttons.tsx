import { useQuery } from '@tanstack/react-query';
import { buttonValuesQuery } from '../../lib/button-values.ts';

/** The customer's Casino quick-stake buttons (Set Button Values, Casino tab) that the title takes; a click sets the bet. */
export function SlotStakeButtons({ min, max, bet, onBet }: { min: number; max: number; bet: number; onBet(bet: number): void }) {
  const { data = [] } = useQuery(buttonValuesQuery);
  const usable = data.filter(
    (b) => b.type === 'Casino' && b.button_value >= min && b.button_value <= max && Number.isInteger(b.button_value),
  );
  return (
    <div className="stake-buttons slot-stakes" role="group" aria-label="Casino stakes">
      {usable.map((b) => (
        <button key={b.button_name} type="button" aria-pressed={b.button_value === bet} onClick={() => onBet(b.button_value)}>
          {b.button_name}
        </button>
      ))}
    </div>
  );
}

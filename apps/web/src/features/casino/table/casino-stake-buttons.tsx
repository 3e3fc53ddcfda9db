import { useQuery } from '@tanstack/react-query';
import { buttonValuesQuery } from '../../../lib/button-values.ts';

/** The customer's Casino quick-stake buttons (Set Button Values, Casino Buttons tab); a click sets the stake. */
export function CasinoStakeButtons({ onStake }: { onStake(stake: number): void }) {
  const { data = [] } = useQuery(buttonValuesQuery);
  return (
    <div className="stake-buttons" role="group" aria-label="Casino stakes">
      {data
        .filter((b) => b.type === 'Casino')
        .map((b) => (
          <button key={b.button_name} type="button" onClick={() => onStake(b.button_value)}>
            {b.button_name}
          </button>
        ))}
    </div>
  );
}

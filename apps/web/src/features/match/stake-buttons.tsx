import { useQuery } from '@tanstack/react-query';
import { buttonValuesQuery } from '../../lib/button-values.ts';

/** The customer's Game quick-stake buttons (Set Button Values); a click sets the stake. */
export function StakeButtons({ onStake }: { onStake(stake: number): void }) {
  const { data = [] } = useQuery(buttonValuesQuery);
  const game = data.filter((b) => b.type === 'Game');
  return (
    <div className="stake-buttons" role="group" aria-label="Quick stakes">
      {game.map((b) => (
        <button key={b.button_name} type="button" onClick={() => onStake(b.button_value)}>
          {b.button_name}
        </button>
      ))}
    </div>
  );
}

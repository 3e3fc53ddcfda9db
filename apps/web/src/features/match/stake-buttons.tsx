import { buttonValueRows, type ButtonValue } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** user/getButtonValue answers a JSON string of rows; anything unreadable means no buttons. */
async function fetchButtonValues(): Promise<ButtonValue[]> {
  const { data } = await apiGet<unknown>('user/getButtonValue');
  try {
    const parsed = buttonValueRows.safeParse(typeof data === 'string' ? JSON.parse(data) : data);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The customer's Game quick-stake buttons (Set Button Values); a click sets the stake. */
export function StakeButtons({ onStake }: { onStake(stake: number): void }) {
  const { data = [] } = useQuery({ queryKey: queryKeys.buttonValues, queryFn: fetchButtonValues });
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

/** One operator command: its API path, HTTP method, and how flags become the JSON body. */
export interface AdminCommand {
  path: string;
  method: 'GET' | 'POST';
  help: string;
  /** Flags whose values are JSON (numbers, arrays, objects) rather than text. */
  json?: string[];
}

export const ADMIN_COMMANDS: Record<string, AdminCommand> = {
  'user:create': {
    path: 'admin/user/create',
    method: 'POST',
    help: '--user_name --password --name [--parent_id] --role customer|admin',
    json: ['parent_id'],
  },
  'wallet:credit': { path: 'admin/wallet/credit', method: 'POST', help: '--user_id --amount --remark', json: ['user_id', 'amount'] },
  'wallet:debit': { path: 'admin/wallet/debit', method: 'POST', help: '--user_id --amount --remark', json: ['user_id', 'amount'] },
  'match:create': {
    path: 'admin/match/create',
    method: 'POST',
    help: '--sport_id --series_id --name --open_date (ISO or ms)',
    json: ['sport_id', 'series_id'],
  },
  'market:create': {
    path: 'admin/market/create',
    method: 'POST',
    help: '--match_id --name --market_type MATCH_ODDS|WIN|PLACE|BOOKMAKER --runners \'[{"name":"A"},{"name":"B"}]\' [--min_stack --max_stack --bet_delay --commission_rate --number_of_winners --max_exposure]',
    json: ['match_id', 'runners', 'min_stack', 'max_stack', 'bet_delay', 'commission_rate', 'number_of_winners', 'max_exposure'],
  },
  'fancy:create': {
    path: 'admin/fancy/create',
    method: 'POST',
    help: '--match_id --name --fancy_type SESSION|KHADO|METER|ODD_EVEN --session_value_yes --session_size_yes --session_value_no --session_size_no [--khado_width --min_stack --max_stack --max_result --meter_cap]',
    json: [
      'match_id',
      'session_value_yes',
      'session_size_yes',
      'session_value_no',
      'session_size_no',
      'khado_width',
      'min_stack',
      'max_stack',
      'max_exposure',
      'max_result',
      'meter_cap',
    ],
  },
  'fancy:quote': {
    path: 'admin/fancy/quote',
    method: 'POST',
    help: '--fancy_id [--session_value_yes --session_size_yes --session_value_no --session_size_no --status OPEN|SUSPENDED]',
    json: ['fancy_id', 'session_value_yes', 'session_size_yes', 'session_value_no', 'session_size_no'],
  },
  'bookmaker:quote': {
    path: 'admin/bookmaker/quote',
    method: 'POST',
    help: '--market_id --runners \'[{"selection_id":1,"back_rate":45,"lay_rate":48}]\'',
    json: ['market_id', 'runners'],
  },
  'market:status': {
    path: 'admin/market/status',
    method: 'POST',
    help: '--market_id|--fancy_id [--status OPEN|SUSPENDED|INACTIVE] [--in_play true|false] [--bet_delay]',
    json: ['market_id', 'fancy_id', 'in_play', 'bet_delay'],
  },
  'market:result': {
    path: 'admin/market/result',
    method: 'POST',
    help: "--market_id --winner_selection_ids '[101]'  |  --fancy_id --result_run",
    json: ['market_id', 'fancy_id', 'winner_selection_ids', 'result_run'],
  },
  'market:void': { path: 'admin/market/void', method: 'POST', help: '--market_id|--fancy_id --reason', json: ['market_id', 'fancy_id'] },
  'market:removeRunner': {
    path: 'admin/market/removeRunner',
    method: 'POST',
    help: '--market_id --selection_id --reduction_factor (percent)',
    json: ['market_id', 'selection_id', 'reduction_factor'],
  },
  'market:rollback': { path: 'admin/market/rollback', method: 'POST', help: '--market_id|--fancy_id', json: ['market_id', 'fancy_id'] },
  'audit:ledger': { path: 'admin/audit/ledger', method: 'GET', help: '(no flags)' },
};

/** `--key value` pairs (and `--key=value`) into a body; flags listed as JSON are parsed as JSON. */
export function parseFlags(args: string[], json: string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument "${arg}" (flags are --key value)`);
    const eq = arg.indexOf('=');
    const key = arg.slice(2, eq > 0 ? eq : undefined);
    const raw = eq > 0 ? arg.slice(eq + 1) : args[++i];
    if (raw === undefined) throw new Error(`--${key} needs a value`);
    out[key] = json.includes(key) ? JSON.parse(raw) : raw;
  }
  return out;
}

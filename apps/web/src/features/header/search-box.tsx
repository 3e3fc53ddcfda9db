import type { Match } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { webConfig } from '../../lib/config.ts';
import { formatIst } from '../../lib/format-ist.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

type SearchGroups = Record<string, Match[]>;

async function search(term: string): Promise<SearchGroups> {
  const answer = await api.match.searchByMatchNameHeader({ search: term });
  return answer.status && answer.data && typeof answer.data === 'object' ? answer.data : {};
}

/** Match-name search: debounced, from 2 characters, results grouped by sport with IST dates. */
export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(text.trim(), webConfig.searchDebounceMs);
  const enabled = term.length >= webConfig.searchMinChars;
  const { data, isFetching } = useQuery({ queryKey: ['search', term], queryFn: () => search(term), enabled, staleTime: 10_000 });
  const groups = Object.entries(data ?? {}).filter(([, matches]) => matches.length > 0);
  const close = () => {
    setOpen(false);
    setText('');
  };

  return (
    <div className="search" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <input
        type="search"
        className="search-input"
        placeholder="Search Events"
        aria-label="Search matches"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      />
      {open && enabled && (
        <div className="search-results" role="region" aria-label="Search results">
          {groups.length === 0 && <p className="search-empty">{isFetching ? 'Searching…' : 'No matches found'}</p>}
          {groups.map(([sport, matches]) => (
            <section key={sport} className="search-group">
              <h3>{sport}</h3>
              <ul>
                {matches.map((m) => (
                  <li key={m.match_id}>
                    <Link to={`/game-details/${m.sport_id}/${m.match_id}`} onClick={close}>
                      <span className="search-match">{m.match_name || m.name}</span>
                      <time className="search-date" dateTime={m.match_Date}>
                        {formatIst(m.match_Date || m.open_date)}
                      </time>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

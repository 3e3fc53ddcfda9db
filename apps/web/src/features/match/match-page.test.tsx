import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchPage } from './match-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The match page of #/game-details/4/99999 against a server that answers match/getMatchDetail with `answer`. */
function openUnknownMatch(answer: object, httpStatus = 200) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(url.includes('getMatchDetail') ? answer : { status: true, message: '', data: [] }), {
      status: url.includes('getMatchDetail') ? httpStatus : 200,
    });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/game-details/4/99999']}>
        <Routes>
          <Route path="/game-details/:sportId/:matchId" element={<MatchPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

describe('match page of an unknown match', () => {
  it("says the match is not found when the server refuses the detail with MATCH_NOT_FOUND, not 'No markets open yet'", async () => {
    const asked = openUnknownMatch({ status: false, message: 'No such match.', code: 'MATCH_NOT_FOUND', data: null });
    await screen.findByText('Match not found');
    expect(screen.queryByText('No markets open yet')).toBeNull();
    expect(screen.queryByText('Match 99999')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/home');
    // The detail alone decides: the sport's match list is not asked for a name.
    expect(asked).toEqual(['/api/match/getMatchDetail']);
  });

  it('keeps the board, not "not found", when the detail call merely failed', async () => {
    const asked = openUnknownMatch({ status: false, message: 'Internal error' }, 500);
    await screen.findByText('Match 99999');
    expect(screen.queryByText('Match not found')).toBeNull();
    expect(asked).toContain('/api/match/getMatches');
  });
});

import { z } from 'zod';
import {
  casinoSport,
  casinoSportUpdateRequest,
  cup,
  getMatchesRequest,
  getSeriesRequest,
  getSportsRequest,
  match,
  searchData,
  searchRequest,
  series,
  seriesHeaderRequest,
  sport,
  venue,
  venueListRequest,
} from '../catalog.ts';
import { envelope } from '../envelope.ts';
import { defineCalls, layoutRead } from './define-calls.ts';

const { get, post } = defineCalls('catalog');

/** Sports, series, casino sports and matches: the sidebar, top navigation, search and lists. */
export const catalogCalls = [
  post('sport/getSports', getSportsRequest.nullish(), envelope(z.array(sport)), layoutRead),
  post('series/getSeriesHeader', seriesHeaderRequest, envelope(z.array(series)), {
    ...layoutRead,
    description: 'Series flagged as header. 1 = sidebar (all of them), 2 = top navigation (only those with an open match).',
  }),
  post('series/getSeries', getSeriesRequest, envelope(z.array(series)), layoutRead),
  get('casino/getCasinoSport', envelope(z.array(casinoSport)), {
    ...layoutRead,
    description: 'Every casino sport with its is_active flag, in order; the customer app shows the active ones (spec section 2).',
  }),
  get('admin/casinoSport/list', envelope(z.array(casinoSport)), { access: 'admin' }),
  post('admin/casinoSport/update', casinoSportUpdateRequest, envelope(z.array(casinoSport)), {
    access: 'admin',
    description:
      'Switches a casino sport on or off and/or moves it to `order` (its 1-based place; the others shift and are renumbered 1..n). Answers the whole list. CASINO_SPORT_NOT_FOUND for a sport not installed.',
  }),
  post('match/searchByMatchNameHeader', searchRequest, envelope(searchData), {
    ...layoutRead,
    description: 'Open matches whose name contains `search` (case-insensitive, at least 2 characters, at most 50), grouped by sport name.',
  }),
  get('match/getCupsForMenu', envelope(z.array(cup)), {
    ...layoutRead,
    description: 'Cups and tournaments (series flagged is_cup), each with its open matches.',
  }),
  post('match/getMatches', getMatchesRequest, envelope(z.array(match)), {
    ...layoutRead,
    description: 'Open (upcoming or in-play) matches of a sport, or of one series.',
  }),
  post('match/getMatchVenueListByCountryCodeSportId', venueListRequest, envelope(z.array(venue)), {
    ...layoutRead,
    description: "Racing venues of a UTC day (country: a 2-letter code or 'all'), each with its races.",
  }),
];

import { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE } from '@bx/contract';

export interface DemoSeries {
  sportId: number;
  name: string;
  isHeader?: boolean;
  isCup?: boolean;
  country: string;
  countryCode: string | null;
  /** [match name, start relative to now in ms]; before now: in play if recent, else closed. */
  matches: [string, number][];
}

/** How long after its start a demo match still counts as in play. */
export const IN_PLAY_SPAN = 4 * HOUR;

export const demoSeries: DemoSeries[] = [
  {
    sportId: 4,
    name: 'Indian Premier League',
    isHeader: true,
    country: 'India',
    countryCode: 'IN',
    matches: [
      ['Mumbai Indians v Chennai Super Kings', -2 * DAY],
      ['Royal Challengers Bengaluru v Kolkata Knight Riders', -1 * HOUR],
      ['Delhi Capitals v Rajasthan Royals', 5 * HOUR],
      ['Sunrisers Hyderabad v Punjab Kings', DAY + 4 * HOUR],
      ['Gujarat Titans v Lucknow Super Giants', 2 * DAY + 4 * HOUR],
    ],
  },
  {
    sportId: 4,
    name: 'ICC T20 World Cup',
    isHeader: true,
    isCup: true,
    country: 'International',
    countryCode: null,
    matches: [
      ['India v Pakistan', -30 * MINUTE],
      ['Australia v England', 8 * HOUR],
      ['South Africa v New Zealand', DAY + 8 * HOUR],
      ['West Indies v Sri Lanka', -3 * DAY],
    ],
  },
  {
    sportId: 4,
    name: 'Big Bash League',
    country: 'Australia',
    countryCode: 'AU',
    matches: [
      ['Sydney Sixers v Melbourne Stars', 20 * HOUR],
      ['Perth Scorchers v Brisbane Heat', 2 * DAY + 9 * HOUR],
    ],
  },
  {
    sportId: 1,
    name: 'English Premier League',
    isHeader: true,
    country: 'England',
    countryCode: 'GB',
    matches: [
      ['Arsenal v Chelsea', -50 * MINUTE],
      ['Liverpool v Manchester City', 3 * HOUR],
      ['Manchester United v Tottenham Hotspur', DAY + 2 * HOUR],
      ['Newcastle United v Aston Villa', -DAY],
    ],
  },
  {
    sportId: 1,
    name: 'UEFA Champions League',
    isHeader: true,
    isCup: true,
    country: 'Europe',
    countryCode: null,
    matches: [
      ['Real Madrid v Bayern Munich', 6 * HOUR],
      ['Barcelona v Paris Saint-Germain', DAY + 6 * HOUR],
      ['Inter Milan v Borussia Dortmund', 2 * DAY + 6 * HOUR],
    ],
  },
  {
    sportId: 1,
    name: 'La Liga',
    country: 'Spain',
    countryCode: 'ES',
    matches: [
      ['Atletico Madrid v Sevilla', 27 * HOUR],
      ['Real Sociedad v Villarreal', 51 * HOUR],
    ],
  },
  {
    sportId: 2,
    name: 'Wimbledon',
    isCup: true,
    country: 'United Kingdom',
    countryCode: 'GB',
    matches: [
      ['Carlos Alcaraz v Jannik Sinner', -20 * MINUTE],
      ['Novak Djokovic v Alexander Zverev', 4 * HOUR],
      ['Iga Swiatek v Aryna Sabalenka', DAY + 3 * HOUR],
    ],
  },
  {
    sportId: 2,
    name: 'ATP Masters 1000 Paris',
    country: 'France',
    countryCode: 'FR',
    matches: [
      ['Daniil Medvedev v Casper Ruud', 7 * HOUR],
      ['Taylor Fritz v Holger Rune', DAY + 7 * HOUR],
    ],
  },
  {
    sportId: 998917,
    name: 'FIVB Volleyball Nations League',
    country: 'International',
    countryCode: null,
    matches: [
      ['Poland v Italy', 9 * HOUR],
      ['Brazil v USA', DAY + 9 * HOUR],
    ],
  },
  {
    sportId: 7522,
    name: 'NBA',
    isHeader: true,
    country: 'United States',
    countryCode: 'US',
    matches: [
      ['Boston Celtics v Los Angeles Lakers', -40 * MINUTE],
      ['Golden State Warriors v Denver Nuggets', 10 * HOUR],
      ['Milwaukee Bucks v Miami Heat', DAY + 10 * HOUR],
    ],
  },
  {
    sportId: 2378961,
    name: 'Indian State Elections',
    isHeader: true,
    country: 'India',
    countryCode: 'IN',
    matches: [
      ['Maharashtra Assembly Election', 5 * DAY],
      ['Bihar Assembly Election', 12 * DAY],
    ],
  },
];

export interface DemoVenue {
  sportId: 7 | 4339;
  venue: string;
  country: string;
  countryCode: string;
  /** First race, as UTC minutes after midnight. */
  firstRaceMinute: number;
  races: number;
  intervalMinutes: number;
}

/** Racing venues: each races through a window of the UTC day that suits its local time. */
export const demoVenues: DemoVenue[] = [
  { sportId: 7, venue: 'Flemington', country: 'Australia', countryCode: 'AU', firstRaceMinute: 2 * 60, races: 8, intervalMinutes: 35 },
  { sportId: 7, venue: 'Mahalaxmi', country: 'India', countryCode: 'IN', firstRaceMinute: 7 * 60 + 30, races: 7, intervalMinutes: 30 },
  {
    sportId: 7,
    venue: 'Ascot',
    country: 'United Kingdom',
    countryCode: 'GB',
    firstRaceMinute: 12 * 60 + 30,
    races: 7,
    intervalMinutes: 35,
  },
  {
    sportId: 7,
    venue: 'Cheltenham',
    country: 'United Kingdom',
    countryCode: 'GB',
    firstRaceMinute: 13 * 60 + 10,
    races: 7,
    intervalMinutes: 35,
  },
  {
    sportId: 7,
    venue: 'Leopardstown',
    country: 'Ireland',
    countryCode: 'IE',
    firstRaceMinute: 13 * 60 + 45,
    races: 8,
    intervalMinutes: 30,
  },
  {
    sportId: 7,
    venue: 'Churchill Downs',
    country: 'United States',
    countryCode: 'US',
    firstRaceMinute: 17 * 60,
    races: 10,
    intervalMinutes: 30,
  },
  {
    sportId: 4339,
    venue: 'Wentworth Park',
    country: 'Australia',
    countryCode: 'AU',
    firstRaceMinute: 9 * 60,
    races: 10,
    intervalMinutes: 18,
  },
  {
    sportId: 4339,
    venue: 'Romford',
    country: 'United Kingdom',
    countryCode: 'GB',
    firstRaceMinute: 11 * 60,
    races: 14,
    intervalMinutes: 16,
  },
  {
    sportId: 4339,
    venue: 'Towcester',
    country: 'United Kingdom',
    countryCode: 'GB',
    firstRaceMinute: 17 * 60 + 30,
    races: 12,
    intervalMinutes: 16,
  },
  {
    sportId: 4339,
    venue: 'Shelbourne Park',
    country: 'Ireland',
    countryCode: 'IE',
    firstRaceMinute: 18 * 60 + 5,
    races: 10,
    intervalMinutes: 17,
  },
  {
    sportId: 4339,
    venue: 'Southland',
    country: 'United States',
    countryCode: 'US',
    firstRaceMinute: 20 * 60,
    races: 12,
    intervalMinutes: 15,
  },
];

const horseRaces = [
  '5f Mdn Stks',
  '6f Hcap',
  '7f Nov Stks',
  '1m Hcap',
  '1m2f Listed',
  '1m4f Hcap',
  '2m Hrd',
  '2m4f Chs',
  '1m Grp 3',
  '6f Claim',
];
const dogRaces = ['A1 480m', 'A2 480m', 'A3 480m', 'A4 400m', 'A5 400m', 'D2 285m', 'S1 660m', 'OR 480m'];

/** A race name in the exchanges' style: "R3 1m Hcap". */
export function raceName(sportId: number, index: number): string {
  const names = sportId === 7 ? horseRaces : dogRaces;
  return `R${index + 1} ${names[index % names.length] ?? ''}`;
}

/** Names and clubs of the demo data: a grassroots league that feels lived in. */
export const CLUBS = [
  { name: 'Riverside Rovers', abbreviation: 'RIV' },
  { name: 'Kochi Strikers', abbreviation: 'KOS' },
  { name: 'Green Valley FC', abbreviation: 'GVF' },
  { name: 'Old Town United', abbreviation: 'OTU' },
  { name: 'Harbour City', abbreviation: 'HBC' },
  { name: 'Hill Park Rangers', abbreviation: 'HPR' },
  { name: 'Northside Athletic', abbreviation: 'NSA' },
  { name: 'Lakeview Wanderers', abbreviation: 'LKW' },
  { name: 'Temple Road FC', abbreviation: 'TRF' },
  { name: 'Fort Kochi Dynamos', abbreviation: 'FKD' },
  { name: 'Backwater Blues', abbreviation: 'BWB' },
  { name: 'Palm Grove Athletic', abbreviation: 'PGA' },
];

const FIRST = [
  'Arjun',
  'Rahul',
  'Vikram',
  'Sanjay',
  'Anil',
  'Joseph',
  'Thomas',
  'Mohammed',
  'Imran',
  'Karthik',
  'Suresh',
  'Deepak',
  'Nikhil',
  'Rohan',
  'Aditya',
  'Faisal',
  'George',
  'Manoj',
  'Pranav',
  'Rakesh',
  'Sunil',
  'Vivek',
  'Ajay',
  'Bibin',
];
const LAST = [
  'Nair',
  'Menon',
  'Pillai',
  'Kumar',
  'Sharma',
  'Varghese',
  'Mathew',
  'Khan',
  'Iyer',
  'Reddy',
  'Das',
  'Singh',
  'Joseph',
  'Thomas',
  'Krishnan',
  'Rao',
  'Ali',
  'Chacko',
  'Bose',
  'Gupta',
];

/** The squad shape of every demo club: a keeper, back four, midfield four, two up front, and a bench. */
export const SQUAD_POSITIONS = [
  'GOALKEEPER',
  'DEFENDER',
  'DEFENDER',
  'DEFENDER',
  'DEFENDER',
  'MIDFIELDER',
  'MIDFIELDER',
  'MIDFIELDER',
  'MIDFIELDER',
  'STRIKER',
  'STRIKER',
  'GOALKEEPER',
  'DEFENDER',
  'MIDFIELDER',
  'STRIKER',
] as const;

export const STARTERS = 11;

export function playerName(index: number): string {
  return `${FIRST[index % FIRST.length]} ${LAST[(index * 7 + Math.floor(index / FIRST.length)) % LAST.length]}`;
}

/** A small deterministic generator, so every fresh demo looks the same. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

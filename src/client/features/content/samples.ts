/** Hard-coded content of the blog list and the official statement (docs/rules.md#screens-and-routes): content, not interface text. */
export const BLOG_POSTS = [
  {
    id: 'monsoon-final',
    title: 'Rain, mud and a last-minute winner: the Monsoon Cup final',
    date: '12 Oct 2025',
    excerpt:
      'Ninety minutes of sliding tackles on a soaked pitch ended with a header nobody in the stands will forget.',
  },
  {
    id: 'scoring-pitchside',
    title: 'How volunteers score every match from the touchline',
    date: '28 Oct 2025',
    excerpt: 'One phone, one bar of signal and a live scorecard that never loses a goal. Meet the people behind it.',
  },
  {
    id: 'youth-league',
    title: 'City League opens its doors to under-16 teams',
    date: '5 Nov 2025',
    excerpt: 'Twelve new youth sides join this season, with fixtures on Saturday mornings across the city.',
  },
] as const;

export const STATEMENT_LEAGUE = 'City League 2025';

export const REGISTERED_PLAYERS = [
  {
    team: 'Kochi Blasters',
    players: ['Arjun Menon', 'Rahul Nair', 'Vivek Das', 'Siddharth Pillai', 'Nikhil Varghese'],
  },
  { team: 'Fort Kochi United', players: ['Abhinav Kurian', 'Jithin Joseph', 'Sanjay Krishnan', 'Alan Mathew'] },
  { team: 'Marine Drive FC', players: ['Farhan Ali', 'Kiran Babu', 'Rohit Shenoy', 'Deepak Iyer', 'Manu Thomas'] },
  { team: 'Ernakulam Eagles', players: ['Ashwin Raj', 'Gokul Suresh', 'Hari Prasad', 'Joel Antony'] },
] as const;

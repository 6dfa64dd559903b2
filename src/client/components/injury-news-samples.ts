/** Six hard-coded sample items of the Injury News tab (docs/rules.md#screens-and-routes): content, not interface text. */
export const INJURY_NEWS = [
  { id: 1, player: 'Arjun Menon', team: 'Kochi Blasters', injury: 'Hamstring strain', back: '2 weeks' },
  { id: 2, player: 'Rahul Nair', team: 'Fort Kochi United', injury: 'Ankle sprain', back: '10 days' },
  { id: 3, player: 'Vivek Das', team: 'Marine Drive FC', injury: 'Knee ligament injury', back: '6 weeks' },
  { id: 4, player: 'Siddharth Pillai', team: 'Ernakulam Eagles', injury: 'Groin strain', back: '1 week' },
  { id: 5, player: 'Nikhil Varghese', team: 'Thrissur Tuskers', injury: 'Concussion protocol', back: 'Next match' },
  { id: 6, player: 'Abhinav Kurian', team: 'Alleppey Athletic', injury: 'Calf tightness', back: 'Match fitness test' },
] as const;

import type { APIRequestContext } from '@playwright/test';
import { cupOfItsOwn, fullTime, isoDate, post, readCup } from './competition-support';

/**
 * A tournament of its own (cupOfItsOwn: new teams, current in any zone at any hour) of four teams
 * in one group whose every match ended 0–0: all four are level on everything, and its admin, the
 * demo organiser, may record a drawing of lots.
 */
export async function levelGroupOfItsOwn(request: APIRequestContext): Promise<string> {
  const cup = await cupOfItsOwn(request, 'Level Cup', 4);
  await post(
    request,
    `/tournaments/${cup.id}/format`,
    cup.headers,
    {
      format: { kind: 'groups-knockout', rounds: 1, advance: 2, thirdPlace: false },
      groups: [{ teamIds: cup.teams.map((team) => team.id) }],
      schedule: { firstDay: isoDate(0), time: '10:00', venue: 'Main Arena', daysBetween: 0 },
    },
    201,
  );
  for (const fixture of (await readCup(request, cup.id)).fixtures.filter((f) => f.stage === 'A')) {
    await fullTime(request, cup, fixture.id, 0, 0);
  }
  return cup.id;
}

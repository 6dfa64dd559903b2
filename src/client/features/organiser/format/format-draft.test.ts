import { describe, expect, it } from 'vitest';
import { formatMessages, placeholderLabel, type SlotSource } from '../../../../shared/domain/formats';
import { competitionFormatBody } from '../../../../shared/schemas/competition';
import { draftErrors, type FormatDraft, formatBody, initialDraft, patchDraft, previewPlan } from './format-draft';

const days = { startDate: '2026-06-01', endDate: '2026-06-10' };
const teamIds = (count: number) =>
  Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`);
const twelve = teamIds(12);

const planOf = (draft: FormatDraft, ids: string[]) => {
  const plan = previewPlan(draft, ids);
  if ('problem' in plan) throw new Error(`unexpected problem ${plan.problem}`);
  return plan;
};
const errorsOf = (draft: FormatDraft, ids: string[]) => draftErrors(draft, previewPlan(draft, ids), days);
const label = (source: SlotSource) => (source.kind === 'team' ? source.teamId : placeholderLabel(source));

describe('the format builder draft', () => {
  it('starts 12 teams in 3 groups of 4, the top two and the 2 best thirds through, with the QF preview', () => {
    const draft = initialDraft(twelve, days);
    expect(draft).toMatchObject({ kind: 'groups-knockout', groupCount: 3, advance: 2, bestPlaced: 2 });
    const plan = planOf(draft, twelve);
    expect(plan.groups.map((g) => g.teamIds.length)).toEqual([4, 4, 4]);
    expect(plan.stageMatches).toHaveLength(18);
    const quarterFinals = plan.bracket?.matches.filter((m) => m.round === 1) ?? [];
    expect(quarterFinals.map((m) => `${m.id} ${label(m.home)} v ${label(m.away)}`)).toEqual([
      'QF1 Winner of Group A v Best third-placed team 2',
      'QF2 Runner-up of Group B v Runner-up of Group C',
      'QF3 Winner of Group B v Best third-placed team 1',
      'QF4 Winner of Group C v Runner-up of Group A',
    ]);
    expect(errorsOf(draft, twelve)).toEqual({});
  });

  it('sends a drawn group stage as the number of groups, which the server accepts', () => {
    const body = formatBody(initialDraft(twelve, days), twelve);
    expect(body).toEqual({
      format: { kind: 'groups-knockout', rounds: 1, advance: 2, bestPlaced: 2, thirdPlace: false },
      groupCount: 3,
      tieBreak: { preset: 'standard', fairPlay: false },
      schedule: { firstDay: '2026-06-01', time: '10:00', venue: 'Main Arena', daysBetween: 1, minutesBetween: 0 },
      confirm: false,
    });
    expect(competitionFormatBody.safeParse(body).success).toBe(true);
  });

  it('sends groups set by hand as their teams, and flags a group too big on the groups before sending', () => {
    let draft = patchDraft(initialDraft(twelve, days), { groupDraw: 'hand' }, twelve);
    // Dealt A, B, C in turn: the first team is in A; moving it to B makes groups of 3, 5 and 4.
    draft = patchDraft(draft, { groupOf: { ...draft.groupOf, [twelve[0] as string]: 1 } }, twelve);
    const body = formatBody(draft, twelve);
    expect(body.groups?.map((g) => g.teamIds.length)).toEqual([3, 5, 4]);
    expect(body.groups?.[1]?.teamIds).toContain(twelve[0]);
    expect(body.groupCount).toBeUndefined();
    expect(errorsOf(draft, twelve).advance).toBeUndefined();

    draft = patchDraft(draft, { groupOf: { ...draft.groupOf, [twelve[3] as string]: 1 } }, twelve);
    expect(errorsOf(draft, twelve)).toEqual({ groups: formatMessages.problems.groupSize });
  });

  it('resets the best-placed to what fills the bracket when the groups or the teams through change', () => {
    const fourGroups = patchDraft(initialDraft(twelve, days), { groupCount: 4 }, twelve);
    expect(fourGroups.bestPlaced).toBe(0);
    const winners = patchDraft(fourGroups, { advance: 1 }, twelve);
    expect(winners.bestPlaced).toBe(0);
    expect(patchDraft(initialDraft(twelve, days), { advance: 1 }, twelve).bestPlaced).toBe(1);
  });

  it("shows the engine's problem on the field it concerns", () => {
    const nine = teamIds(9);
    const threeThrough = patchDraft(initialDraft(nine, days), { groupCount: 3, advance: 3 }, nine);
    expect(errorsOf(threeThrough, nine)).toEqual({ advance: formatMessages.problems.advance });
    const tooMany = { ...initialDraft(twelve, days), bestPlaced: 4 };
    expect(errorsOf(tooMany, twelve)).toEqual({ bestPlaced: formatMessages.problems.bestPlaced });
  });

  it("checks the schedule against the tournament's days, its last matchday included", () => {
    const draft = initialDraft(twelve, days);
    expect(errorsOf({ ...draft, firstDay: '2026-05-31' }, twelve).firstDay).toBe(
      "Pick a day from 1 Jun 2026 to 10 Jun 2026, the tournament's days",
    );
    // 3 matchdays and 3 knockout rounds: 6 days one apart fit in ten, two apart do not.
    expect(errorsOf({ ...draft, daysBetween: '2' }, twelve).daysBetween).toBe(formatMessages.changes.schedule);
    expect(errorsOf({ ...draft, daysBetween: '-1', time: '', venue: ' ' }, twelve)).toEqual({
      daysBetween: 'Days between matchdays are whole numbers from 0 to 30.',
      time: 'Kick-off time is required',
      venue: 'Venue is required',
    });
  });

  it('sends a knockout with its seeds set by hand, and fair play with its card points', () => {
    const four = teamIds(4);
    const draft = {
      ...initialDraft(four, days),
      kind: 'knockout' as const,
      seedDraw: 'hand' as const,
      seeds: [four[2], four[0], four[1], four[3]] as string[],
      thirdPlace: true,
      fairPlay: true,
      weights: { yellow: '1', secondYellow: '2', red: '5' },
    };
    const body = formatBody(draft, four);
    expect(body).toMatchObject({
      format: { kind: 'knockout', thirdPlace: true },
      seeds: draft.seeds,
      tieBreak: { preset: 'standard', fairPlay: true },
      fairPlayWeights: { yellow: 1, secondYellow: 2, red: 5 },
    });
    expect(competitionFormatBody.safeParse(body).success).toBe(true);
    expect(errorsOf({ ...draft, weights: { ...draft.weights, red: '21' } }, four)).toEqual({
      red: 'Card points are whole numbers from 0 to 20.',
    });
    const semiFinal = planOf(draft, four).bracket?.matches[0];
    expect(semiFinal && `${label(semiFinal.home)} v ${label(semiFinal.away)}`).toBe(`${four[2]} v ${four[3]}`);
  });

  it('keeps a team that joined after the page opened: last in the seeds, in group A', () => {
    const four = teamIds(4);
    const five = teamIds(5);
    const knockout = { ...initialDraft(four, days), kind: 'knockout' as const, seedDraw: 'hand' as const };
    expect(formatBody(knockout, five).seeds).toEqual(five);
    const nine = teamIds(9);
    const byHand = patchDraft(initialDraft(nine.slice(0, 8), days), { groupDraw: 'hand' }, nine.slice(0, 8));
    expect(formatBody(byHand, nine).groups?.[0]?.teamIds).toContain(nine[8]);
  });
});

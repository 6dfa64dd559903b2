import { roundName } from './bracket';
import { formatMessages } from './messages';

/** How many teams a knockout round starts with, from the prefix of its matches' ids (bracket.ts). */
function teamsOfRound(bracketMatch: string): number | null {
  if (bracketMatch === 'F' || bracketMatch === '3P') return 2;
  if (bracketMatch.startsWith('SF')) return 4;
  if (bracketMatch.startsWith('QF')) return 8;
  const teams = /^R(\d+)-/.exec(bracketMatch)?.[1];
  return teams ? Number(teams) : null;
}

/**
 * Where a fixture stands in its competition, for its card: the knockout round ("Quarter-finals",
 * "Third-place match") or the group ("Group A"); null in a league or a tournament without a format.
 */
export function stageName(fixture: { stage?: string | null; bracketMatch?: string | null }): string | null {
  const { stage, bracketMatch } = fixture;
  if (bracketMatch) {
    const teams = teamsOfRound(bracketMatch);
    return teams === null ? null : roundName({ size: teams }, { id: bracketMatch, round: 1 });
  }
  if (stage && stage !== 'league' && stage !== 'knockout') return formatMessages.group(stage);
  return null;
}

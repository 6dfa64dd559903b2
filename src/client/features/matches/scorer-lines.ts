import type { ScorerLine, SentOff } from '../../../shared/domain/match-centre';
import { browseMessages } from '../../../shared/messages';

const text = browseMessages.match;

/** "Ali 12', 45' (P)"; an own goal "Cem 20' (OG)"; in extra time "Ali 3' ET". */
export const scorerText = (line: ScorerLine) =>
  text.scorerLine(
    line.name ?? text.unknownPlayer,
    line.goals.map((goal) => text.goalMinute(text.minute(goal.minute, goal.extraTime), goal.mark)),
  );

/** "Cem 33'". */
export const sentOffText = (red: SentOff) =>
  text.redCardAt(red.name ?? text.unknownPlayer, text.minute(red.minute, red.extraTime));

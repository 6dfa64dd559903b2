import { organiserMessages } from '../../../../shared/messages';
import { serverCallFailure } from '../tournament/co-organiser-failure';

/** Why a tie-break or lots call failed, for the user. */
export const competitionFailure = serverCallFailure(organiserMessages.competition.offline);

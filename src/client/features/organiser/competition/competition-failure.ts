import { organiserMessages } from '../../../../shared/messages';
import { serverCallFailure } from '../../../lib/api';

/** Why a tie-break or lots call failed, for the user. */
export const competitionFailure = serverCallFailure(organiserMessages.competition.offline);

import { organiserMessages } from '../../../../shared/messages';
import { serverCallFailure } from '../../../lib/api';

/** Why a co-organiser call failed, for the user. */
export const coOrganiserFailure = serverCallFailure(organiserMessages.coOrganisers.offline);

import { useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../../../shared/constants';
import { consentMessages, organiserMessages } from '../../../../shared/messages';
import type { TeamRefRead } from '../../../../shared/schemas/reads';
import { toast } from '../../../app/toasts';
import { ApiError } from '../../../lib/api';
import { addTeamToTournament, refreshTournament } from '../api';
import type { AddState } from './team-search';

const text = organiserMessages.addTeam;
/** Teams added in a run: each outcome's toast takes the last one's place instead of piling over the rows still to add. */
const ADD_TOPIC = 'team-added';
const say = (show: typeof toast.success, message: string) => show(message, TOAST_AUTO_CLOSE_MS, ADD_TOPIC);

/**
 * Per-team add buttons: idle → adding → added (the organiser's own team) or invited (another
 * manager's, until they accept), or error (Retry re-attempts). `onInvited` lets the screen read the
 * invited teams again.
 */
export function useAddTeam(tournamentId: string, onInvited: () => unknown) {
  const [states, setStates] = useState<Record<string, AddState>>({});
  const set = (id: string, state: AddState) => setStates((old) => ({ ...old, [id]: state }));

  const add = async (team: TeamRefRead) => {
    set(team.id, 'adding');
    try {
      const { status, participation } = await addTeamToTournament(tournamentId, team.id);
      if (status !== 200) {
        set(team.id, 'error');
        say(toast.error, text.unexpectedStatus);
        return;
      }
      set(team.id, participation === 'invited' ? 'invited' : 'added');
      say(
        toast.success,
        participation === 'invited' ? consentMessages.server.teamInvited(team.name) : text.addSuccess(team.name),
      );
    } catch (problem) {
      const error = await ApiError.from(problem);
      // 409: it is in the tournament or invited already, which is what the organiser wanted.
      if (error.status === 409) {
        set(team.id, 'added');
        say(toast.info, error.serverMessage ?? text.addSuccess(team.name));
      } else {
        set(team.id, 'error');
        say(toast.error, text.addFailed(team.name));
        return;
      }
    }
    await Promise.all([refreshTournament(tournamentId), onInvited()]);
  };

  return { stateOf: (id: string): AddState => states[id] ?? 'idle', add };
}

import { useState } from 'react';
import { consentMessages, organiserMessages } from '../../../../shared/messages';
import type { TeamRefRead } from '../../../../shared/schemas/reads';
import { toast } from '../../../app/toasts';
import { ApiError } from '../../../lib/api';
import { addTeamToTournament, refreshTournament } from '../api';
import type { AddState } from './team-search';

const text = organiserMessages.addTeam;

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
        toast.error(text.unexpectedStatus);
        return;
      }
      set(team.id, participation === 'invited' ? 'invited' : 'added');
      if (participation === 'invited') toast.success(consentMessages.server.teamInvited(team.name));
      else toast.success(text.addSuccess(team.name));
    } catch (problem) {
      const error = await ApiError.from(problem);
      // 409: it is in the tournament or invited already, which is what the organiser wanted.
      if (error.status === 409) {
        set(team.id, 'added');
        toast.info(error.serverMessage ?? text.addSuccess(team.name));
      } else {
        set(team.id, 'error');
        toast.error(text.addFailed(team.name));
        return;
      }
    }
    await Promise.all([refreshTournament(tournamentId), onInvited()]);
  };

  return { stateOf: (id: string): AddState => states[id] ?? 'idle', add };
}

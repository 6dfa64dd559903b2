import { useState } from 'react';
import { organiserMessages } from '../../../../shared/messages';
import type { TeamRefRead } from '../../../../shared/schemas/reads';
import { toast } from '../../../app/toasts';
import { ApiError } from '../../../lib/api';
import { addTeamToTournament, refreshTournament } from '../api';
import type { AddState } from './team-search';

const text = organiserMessages.addTeam;

/** Per-team add buttons: idle → adding → added, or error (Retry re-attempts). */
export function useAddTeam(tournamentId: string) {
  const [states, setStates] = useState<Record<string, AddState>>({});
  const set = (id: string, state: AddState) => setStates((old) => ({ ...old, [id]: state }));

  const add = async (team: TeamRefRead) => {
    set(team.id, 'adding');
    try {
      const status = await addTeamToTournament(tournamentId, team.id);
      if (status !== 200) {
        set(team.id, 'error');
        toast.error(text.unexpectedStatus);
        return;
      }
      set(team.id, 'added');
      toast.success(text.addSuccess(team.name));
    } catch (problem) {
      const error = await ApiError.from(problem);
      // 409: it is in the tournament already, which is what the organiser wanted.
      if (error.status === 409) {
        set(team.id, 'added');
        toast.info(error.serverMessage ?? text.addSuccess(team.name));
      } else {
        set(team.id, 'error');
        toast.error(text.addFailed(team.name));
        return;
      }
    }
    await refreshTournament(tournamentId);
  };

  return { stateOf: (id: string): AddState => states[id] ?? 'idle', add };
}

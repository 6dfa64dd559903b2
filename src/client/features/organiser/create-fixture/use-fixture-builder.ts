import { useEffect, useRef, useState } from 'react';
import { FIXTURE_FORM_RESET_MS, FIXTURE_SUCCESS_TOAST_MS } from '../../../../shared/constants';
import { canDeleteCard, type FixtureCard, type TournamentDays } from '../../../../shared/domain/fixture-rules';
import { messages, organiserMessages } from '../../../../shared/messages';
import { toast } from '../../../app/toasts';
import { userMessage } from '../../../lib/api';
import { createFixtures, refreshTournament } from '../api';
import {
  blankDraft,
  cardErrors,
  containerBody,
  type DraftFixture,
  draftsFrom,
  patchDraft,
  submitProblem,
} from './fixture-draft';

const text = organiserMessages.fixtures;
export type BuilderPhase = 'editing' | 'submitting' | 'submitted';

/** The fixture builder's cards and its submit (docs/rules.md#fixtures): editing → 'Submitting...' → 'Submitted!' → reset after 2 s. */
export function useFixtureBuilder(
  tournament: { id: string } & TournamentDays,
  firstTeams?: { homeTeam: string; awayTeam: string },
) {
  const tournamentId = tournament.id;
  const [drafts, setDrafts] = useState<DraftFixture[]>(() => [{ ...blankDraft(), ...firstTeams }]);
  const [matchType, setMatchType] = useState('League');
  const [phase, setPhase] = useState<BuilderPhase>('editing');
  const [succeeded, setSucceeded] = useState(false);
  // Field errors show from the first refused submit on, and each clears as its field is fixed.
  const [checked, setChecked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (key: string, patch: Partial<Omit<DraftFixture, 'key'>>) =>
    setDrafts((old) => old.map((draft) => (draft.key === key ? patchDraft(draft, patch) : draft)));
  const add = () => setDrafts((old) => [...old, blankDraft()]);
  const remove = (key: string) => setDrafts((old) => (canDeleteCard(old) ? old.filter((d) => d.key !== key) : old));
  const replace = (cards: FixtureCard[], leftOut = 0) => {
    if (!cards.length) return;
    setDrafts(draftsFrom(cards));
    const generated = organiserMessages.roundRobin.generated(cards.length);
    toast.info(leftOut ? `${generated} ${organiserMessages.roundRobin.leftOut(leftOut)}` : generated);
  };

  const submit = async () => {
    const problem = submitProblem(drafts, tournament);
    if (problem) {
      setChecked(true);
      const errors = cardErrors(drafts, tournament);
      // A closed card with a problem opens, so its fields can show what is wrong.
      setDrafts((old) =>
        old.map((draft, i) => (Object.keys(errors[i] ?? {}).length ? { ...draft, editing: true } : draft)),
      );
      return void toast.error(problem);
    }
    setChecked(false);
    setPhase('submitting');
    setSucceeded(false);
    try {
      await createFixtures(containerBody(tournamentId, matchType, drafts));
      setPhase('submitted');
      setSucceeded(true);
      toast.success(text.success, FIXTURE_SUCCESS_TOAST_MS);
      void refreshTournament(tournamentId);
      timer.current = setTimeout(() => {
        setDrafts([blankDraft()]);
        setPhase('editing');
      }, FIXTURE_FORM_RESET_MS);
    } catch (error) {
      setPhase('editing');
      toast.error(userMessage(error, text.failed));
    }
  };

  return {
    drafts,
    matchType,
    setMatchType,
    phase,
    succeeded,
    errors: checked ? cardErrors(drafts, tournament) : [],
    update,
    add,
    remove,
    replace,
    submit,
    canDelete: canDeleteCard(drafts),
  };
}

/** The last card cannot go (docs/rules.md#fixtures). */
export const lastCardWarning = () => toast.info(messages.fixtures.atLeastOne);

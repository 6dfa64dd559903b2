import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMessages } from '../../../../shared/domain/formats';
import { organiserMessages } from '../../../../shared/messages';
import type { CompetitionFormatInput } from '../../../../shared/schemas/competition';
import { toast } from '../../../app/toasts';
import { ApiError, serverCallFailure } from '../../../lib/api';
import { refreshTournament, setCompetitionFormat } from '../api';

const text = organiserMessages.format;
const formatFailure = serverCallFailure(text.offline);

/**
 * Sends a format. The server draws and writes the fixtures, so there is no saving it for later:
 * without signal the form stays as it is and says so. A tournament with fixtures answers 409 with
 * what would be deleted and kept; once the organiser confirms, the same body goes again with confirm.
 */
export function useFormatSubmit(tournamentId: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [replaceMessage, setReplaceMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = useRef<CompetitionFormatInput | null>(null);

  const send = async (body: CompetitionFormatInput) => {
    // The browser's flag may say online without signal, never offline with it: no call waits out its timeout then.
    if (!navigator.onLine) {
      setReplaceMessage(null);
      return setFailure(text.offline);
    }
    setBusy(true);
    setFailure(null);
    try {
      await setCompetitionFormat(tournamentId, body);
      setReplaceMessage(null);
      toast.success(formatMessages.changes.set);
      await refreshTournament(tournamentId);
      navigate(`/mytournaments/${tournamentId}?tab=fixtures`);
    } catch (error) {
      setReplaceMessage(null);
      if (error instanceof ApiError && error.status === 409 && !body.confirm && error.serverMessage) {
        confirmed.current = { ...body, confirm: true };
        // The server's count of what changes, without its instruction to API callers: the dialog asks instead.
        setReplaceMessage(error.serverMessage.replace(formatMessages.changes.confirmHint, '').trim());
      } else {
        setFailure(formatFailure(error, text.failed));
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    failure,
    replaceMessage,
    submit: (body: CompetitionFormatInput) => void send(body),
    confirmReplace: () => void (confirmed.current && send(confirmed.current)),
    cancelReplace: () => setReplaceMessage(null),
  };
}

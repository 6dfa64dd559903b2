import { useState } from 'react';
import { toast } from '../../app/toasts';
import { userMessage } from '../../lib/api';

/**
 * A call the user confirms first (leave a team, withdraw it): `ask` opens the question, `confirm`
 * makes the call, toasts the server's answer (or `failed`) and closes the question.
 */
export function useConfirmedCall(call: () => Promise<string | undefined>, texts: { done: string; failed: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      toast.success((await call()) ?? texts.done);
    } catch (error) {
      toast.error(userMessage(error, texts.failed));
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return { open, busy, ask: () => setOpen(true), cancel: () => setOpen(false), confirm: () => void confirm() };
}

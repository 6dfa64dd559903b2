import { useState } from 'react';
import { toast } from '../app/toasts';
import { ApiError, userMessage } from '../lib/api';

/**
 * The submit of a form with a picture: busy while the picture compresses or the call runs, and a
 * failure toasts the server's words, else `failed`.
 */
export function useFormSubmit(failed: string) {
  const [compressing, setCompressing] = useState(false);
  const [saving, setSaving] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
    } catch (error) {
      // The server's refusals are for the user; anything else is a bug worth seeing in the console.
      if (!(error instanceof ApiError)) console.error('Form submit failed', error);
      toast.error(userMessage(error, failed));
    } finally {
      setSaving(false);
    }
  };
  return { saving, busy: compressing || saving, setCompressing, run };
}

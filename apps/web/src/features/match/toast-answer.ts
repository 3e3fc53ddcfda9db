import { toast } from 'sonner';

/**
 * Sends a bet command and tells the customer how it went: `success(data)` when done, the server's
 * refusal as it is, `unsent` when it never got an answer. `after` runs either way (refresh, unlock).
 */
export async function toastAnswer<D>(
  send: () => Promise<{ status: boolean; message: string; data?: D | null }>,
  success: (data: D | null | undefined) => string,
  unsent: string,
  after: () => void,
): Promise<void> {
  try {
    const answer = await send();
    if (answer.status) toast.success(success(answer.data));
    else toast.error(answer.message);
  } catch {
    toast.error(unsent);
  } finally {
    after();
  }
}

import { Toaster, toast } from 'sonner';
import { webConfig } from '../lib/config.ts';

/** Toasts (spec section 9): 800 ms, top centre, close button, and a tap anywhere on one dismisses it. */
export function AppToaster() {
  return (
    <div className="toaster" onClick={() => toast.dismiss()}>
      <Toaster position="top-center" duration={webConfig.toastDurationMs} closeButton richColors />
    </div>
  );
}

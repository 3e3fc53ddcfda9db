import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/ui/modal.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useGlobalSetting } from '../../lib/global-setting.ts';
import { shouldShowWelcome } from '../../lib/route-guard.ts';
import { storageKeys } from '../../lib/storage-keys.ts';

/** The spec's banner title, the dialog's own title so it is also the dialog's accessible name. */
const welcomeTitle = 'Beware Of Phishing Websites Before Login. Enable Security Auth To Secure Your ID.';

/** The operator may set welcome_banner to a picture or to words; words are the title already shown. */
const isImage = (banner: string | undefined): boolean => Boolean(banner && /^(https?:|\/|data:image\/)/.test(banner));

/** Shown once after login (the flag set at login); closing it removes the flag for good. */
export function WelcomePopup() {
  const userInfo = useAuthStore((s) => s.userInfo);
  const setting = useGlobalSetting();
  const [open, setOpen] = useState(() => shouldShowWelcome(userInfo, localStorage.getItem(storageKeys.openWelcomePopup)));
  const close = () => {
    localStorage.removeItem(storageKeys.openWelcomePopup);
    setOpen(false);
  };
  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} title={welcomeTitle}>
      <div className="welcome">
        {isImage(setting?.welcome_banner) && <img className="welcome-banner" src={setting?.welcome_banner} alt="" />}
        <p>
          Always check the address bar before you enter your password.{' '}
          <Link to="/security-auth" onClick={close}>
            Enable Security Auth
          </Link>
        </p>
      </div>
    </Modal>
  );
}

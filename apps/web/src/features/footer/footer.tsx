import { useState } from 'react';
import { Link } from 'react-router';
import { useGlobalSetting } from '../../lib/global-setting.ts';
import { AgeModal } from './age-modal.tsx';
import { SocialLinks } from './social-links.tsx';
import './footer.css';

/** Policies, 24X7 support, social links, the 18+ notice and the copyright line with this site's host. */
export function Footer() {
  const setting = useGlobalSetting();
  const [ageOpen, setAgeOpen] = useState(false);
  return (
    <footer className="site-footer">
      <nav className="footer-links" aria-label="Policies">
        <Link to="/page/terms-and-conditions">Terms and Conditions</Link>
        <Link to="/page/responsible-gaming">Responsible Gaming</Link>
      </nav>
      <p className="support">24X7 Support</p>
      <SocialLinks setting={setting} />
      <button type="button" className="age-badge" aria-label="18+ age verification" onClick={() => setAgeOpen(true)}>
        18+
      </button>
      <p className="copyright">© 2024 {window.location.host}. All rights reserved.</p>
      <AgeModal open={ageOpen} onOpenChange={setAgeOpen} />
    </footer>
  );
}

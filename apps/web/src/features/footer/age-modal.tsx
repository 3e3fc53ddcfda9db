import { Modal } from '../../components/ui/modal.tsx';

const filters = [
  { name: 'Net Nanny', href: 'https://www.netnanny.com' },
  { name: 'CyberPatrol', href: 'https://www.cyberpatrol.com' },
  { name: 'CYBERsitter', href: 'https://www.cybersitter.com' },
];

/** The 18+ notice: age verification and software that keeps minors away from gambling sites. */
export function AgeModal({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="18+ Only">
      <div className="age-text">
        <p>
          Underage gambling is an offence. You must be 18 years of age or older to open an account and to bet on this site. We verify the
          age of our customers and may ask for proof of age at any time; accounts of minors are closed and winnings withheld.
        </p>
        <p>If a minor shares your device, please use filtering software to keep gambling sites out of reach, for example:</p>
        <ul>
          {filters.map((f) => (
            <li key={f.name}>
              <a href={f.href} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}

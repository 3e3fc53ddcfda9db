import { PageTitle } from '../../components/ui/page-title.tsx';
import { termsSections } from './content/terms-content.ts';
import './static-pages.css';

/** page/terms-and-conditions */
export function TermsPage() {
  return (
    <article className="static-page">
      <PageTitle>Terms and Conditions</PageTitle>
      {termsSections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { rulesTabs } from './content/rules-tabs.ts';
import { defaultRulesTab, SiteRules } from './site-rules.tsx';

/** page/rules/:tab? — the site rules as a page; the tab in the URL (id or label) selects a panel. */
export function RulesPage() {
  const params = useParams();
  // Wired either as rules/:tab? or as rules/*.
  const tab = params.tab ?? params['*'] ?? undefined;
  const navigate = useNavigate();
  const wanted = tab?.toLowerCase().replace(/\s+/g, '-');
  const selected = rulesTabs.find((t) => t.id === wanted || t.label.toLowerCase() === tab?.toLowerCase())?.id ?? defaultRulesTab;
  return (
    <div className="rules-page">
      <PageTitle>Rules</PageTitle>
      <SiteRules value={selected} onValueChange={(id) => navigate(`/page/rules/${id}`, { replace: true })} />
    </div>
  );
}

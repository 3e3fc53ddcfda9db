export { SiteRules } from './site-rules.tsx';
export { RulesPage } from './rules-page.tsx';

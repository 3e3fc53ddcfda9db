import type { GlobalSetting } from '@bx/contract';
import type { CSSProperties } from 'react';

/** The draft's colours on a miniature of the customer app, before they are saved; empty keeps the site's default. */
export function ThemePreview({ draft }: { draft: GlobalSetting }) {
  const vars = {
    '--preview-bg-primary': draft.bg_primary_color || undefined,
    '--preview-bg-secondary': draft.bg_secondry_color || undefined,
    '--preview-text-primary': draft.text_primary_color || undefined,
    '--preview-text-secondary': draft.text_secondry_color || undefined,
    '--preview-accent': draft.other_color || undefined,
  } as CSSProperties;
  return (
    <figure className="theme-preview" style={vars} aria-label="Theme preview">
      <div className="theme-preview-head">{draft.site_title || 'Your exchange'}</div>
      {draft.site_message && <div className="theme-preview-message">{draft.site_message}</div>}
      <div className="theme-preview-body">
        <span>Team A v Team B</span>
        <button type="button" tabIndex={-1}>
          Back 1.95
        </button>
      </div>
    </figure>
  );
}

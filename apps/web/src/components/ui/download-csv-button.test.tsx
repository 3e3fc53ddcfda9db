import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadCsvButton } from './download-csv-button.tsx';

describe('Download CSV', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("fetches the screen's report with its filters and the token in the header, and saves it under the server's name", async () => {
    localStorage.setItem('usertoken', 'tok');
    const asked: { url: string; auth: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push({ url, auth: new Headers(init.headers).get('Authorization') });
      return new Response('\uFEFFDate\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="statement-x.csv"' },
      });
    });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(
      <DownloadCsvButton
        download={{
          path: 'report/export',
          query: { report: 'statement', from_date: '2026-11-20', to_date: '2026-11-27', account_type: 'All' },
        }}
      />,
    );
    fireEvent.click(screen.getByText('Download CSV'));
    await waitFor(() => expect(saved).toEqual(['statement-x.csv']));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('/api/report/export?report=statement&from_date=2026-11-20&to_date=2026-11-27&account_type=All');
    click.mockRestore();
  });
});

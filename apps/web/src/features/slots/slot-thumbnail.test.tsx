import type { GlobalSetting } from '@bx/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { SlotThumbnail } from './slot-thumbnail.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The thumbnail with the global setting's image base as the server answered it. */
function showThumbnail(imageBase: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.globalSetting, { image_base: imageBase } as GlobalSetting);
  render(
    <QueryClientProvider client={client}>
      <SlotThumbnail id="jungle-wilds" name="Jungle Wilds" />
    </QueryClientProvider>,
  );
  return screen.getByRole('img', { name: 'Jungle Wilds' });
}

describe('slot thumbnail', () => {
  it('loads the AVIF from the image base the operator set', () => {
    expect(showThumbnail('https://cdn.example.com/casino').getAttribute('src')).toBe(
      'https://cdn.example.com/casino/Slotgater/jungle-wilds.avif',
    );
  });

  it('loads it from the site itself while the base is empty, and falls back to the shipped SVG when it does not load', () => {
    const img = showThumbnail('');
    expect(img.getAttribute('src')).toBe('/Slotgater/jungle-wilds.avif');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/Slotgater/jungle-wilds.svg');
  });
});
